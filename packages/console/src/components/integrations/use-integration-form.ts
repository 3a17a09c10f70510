import { useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { fieldErrors, type FieldErrors } from './field-errors';

/** Thrown by `validate()` when the form does not pass: the TimerButton shows failed, the fields say why. */
class InvalidFormError extends Error {
  constructor() {
    super('The form has errors');
  }
}

type Element = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What a field needs from the form: spread it on a TextField, SelectField or SecretField. */
export interface FieldBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<Element>) => void;
}

/**
 * The state of an integration form: string values, the api-client schema's messages under each field after a
 * save or test, and `validate()` that answers the parsed values or throws. A field's message clears when it is
 * edited. Values live here, not in the dialog's save, so a failed save keeps what was typed; `dirty` feeds the
 * dialog's leave guard.
 */
export function useIntegrationForm<V extends Record<string, string>, S extends z.ZodType>(
  schema: S,
  initial: V,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [start] = useState<V>(initial);
  /** Edited since the dialog opened (a saved form closes its dialog, so nothing is left to compare after). */
  const dirty = Object.keys(values).some((key) => values[key] !== start[key]);

  const bind = (name: keyof V & string): FieldBinding => ({
    name,
    value: values[name] ?? '',
    error: errors[name],
    onChange: (event: ChangeEvent<Element>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const validate = (): z.output<S> => {
    const result = schema.safeParse(values);
    if (!result.success) {
      setErrors(fieldErrors(result.error.issues));
      throw new InvalidFormError();
    }
    setErrors({});
    return result.data;
  };

  return { values, errors, dirty, bind, validate };
}
