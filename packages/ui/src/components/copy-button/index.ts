export { CopyButton, type CopyButtonProps } from './copy-button';
export { COPY_CONFIRMATION_MS } from './use-copy-confirmation';
