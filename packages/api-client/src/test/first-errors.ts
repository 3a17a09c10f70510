import type { z } from 'zod';
import { formatIssuePath } from '../client/response-error';

/** The first message per field, as a form shows it; '' for the form itself. */
export function firstErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[formatIssuePath(issue.path)] ??= issue.message;
  return errors;
}
