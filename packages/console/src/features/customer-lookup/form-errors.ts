import type { z } from 'zod';

/** A form's messages by field path (`url`, `headers`, `headers.0.key`), the first message of each. */
export type FormErrors = Partial<Record<string, string>>;

/** The first issue's message per path, as the form shows them under its fields. */
export function formErrors(error: z.ZodError): FormErrors {
  const errors: FormErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}
