/** One zod issue, as much of it as the form needs. */
export interface FormIssue {
  path: readonly PropertyKey[];
  message: string;
}

export type FieldErrors = Partial<Record<string, string>>;

/**
 * The message to show under each field: the first issue of each top-level field, in the schema's order, so a
 * field shows one message at a time (the spec's text for that field).
 */
export function fieldErrors(issues: readonly FormIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** The object without its empty optional strings, so "not set" is sent as absent rather than ''. */
export function withoutEmpty<T extends object>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== '' && value !== undefined),
  ) as T;
}
