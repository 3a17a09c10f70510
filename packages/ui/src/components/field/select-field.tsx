import type { ComponentProps, ReactNode } from 'react';
import * as Field from './field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<ComponentProps<typeof Field.Select>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  error?: string | undefined;
  helperText?: ReactNode;
  /** A first, empty choice such as "Choose a region". */
  placeholder?: string;
}

/** A labelled native select: keyboard, screen readers and mobile pickers work as users expect. */
export function SelectField({
  label,
  options,
  error,
  helperText,
  placeholder,
  required,
  ...select
}: SelectFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Field.Select {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Field.Select>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
