export { SecretField, type SecretFieldProps } from './secret-field';
export { MASKED_SECRET } from './masked-secret';
