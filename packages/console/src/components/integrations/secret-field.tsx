import { TextField, type TextFieldProps } from '@console/ui';
import { SECRET_SET_HINT } from './integration-messages';

interface SecretFieldProps extends Omit<TextFieldProps, 'type' | 'helperText'> {
  /** A value is saved on the server; the server never answers it, so the input starts empty. */
  isSet: boolean;
}

/**
 * A write-only secret (auth token, API key, client secret). Secrets are never shown back (issue 7): a saved one
 * leaves the input empty and says it is set, and a save asks for it again (the schemas require it).
 */
export function SecretField({ isSet, ...props }: SecretFieldProps) {
  return (
    <TextField
      {...props}
      type="password"
      autoComplete="new-password"
      spellCheck={false}
      helperText={isSet ? SECRET_SET_HINT : undefined}
    />
  );
}
