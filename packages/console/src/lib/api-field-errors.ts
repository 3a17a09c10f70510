import { isApiError } from '@console/api-client';
import { z } from 'zod';

/** A 400's field errors (apps.md §0): `errors: [{ field, message }]` beside the error body's code and message. */
const fieldErrorsBodySchema = z.object({
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});

/**
 * The messages a refused save puts under its fields, by field name (the first per field), or null when the
 * failure was not a 400 with `errors[]` (then the page's failure toast says why).
 */
export function apiFieldErrors(error: unknown): Record<string, string> | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const parsed = fieldErrorsBodySchema.safeParse(error.body);
  if (!parsed.success || parsed.data.errors.length === 0) return null;
  const errors: Record<string, string> = {};
  for (const { field, message } of parsed.data.errors) errors[field] ??= message;
  return errors;
}
