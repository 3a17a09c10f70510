export { MASKED_SECRET, SecretField, type SecretFieldProps } from './secret-field';
