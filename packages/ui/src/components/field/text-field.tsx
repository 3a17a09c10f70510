import type { ComponentProps, ReactNode } from 'react';
import * as Field from './field';

export interface TextFieldProps extends Omit<ComponentProps<typeof Field.Input>, 'children'> {
  label: ReactNode;
  /** Shown under the input; the field is invalid while there is one. */
  error?: string | undefined;
  helperText?: ReactNode;
  /** A textarea instead of a one-line input, `rows` high. */
  multiline?: boolean;
  rows?: number;
}

/** A labelled text input with its helper text and error message: the common case of Field. */
export function TextField({
  label,
  error,
  helperText,
  multiline,
  rows,
  required,
  disabled,
  ...input
}: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {multiline ? (
        <Field.Textarea rows={rows} {...(input as ComponentProps<typeof Field.Textarea>)} />
      ) : (
        <Field.Input {...input} />
      )}
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
