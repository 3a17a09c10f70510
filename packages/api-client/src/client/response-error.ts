import type { z } from 'zod';

/** Formats an issue path the way a reader writes it: `[0].email`, `apps.passkeys[3].count`. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path
    .map((segment, index) => {
      if (typeof segment === 'number') return `[${segment}]`;
      const name = String(segment);
      return index === 0 ? name : `.${name}`;
    })
    .join('');
}

/** A 2xx answer whose body does not match its schema; the message names each failing path. */
export class ResponseValidationError extends Error {
  override readonly name = 'ResponseValidationError';
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(label: string, issues: readonly z.core.$ZodIssue[]) {
    const details = issues.map((issue) =>
      issue.path.length > 0 ? `${formatIssuePath(issue.path)}: ${issue.message}` : issue.message,
    );
    super(`response of ${label}: ${details.join('; ')}`);
    this.issues = issues;
  }
}

/** Parses `data` with `schema`, throwing a ResponseValidationError labelled e.g. `GET /api/admins`. */
export function parseResponse<S extends z.ZodType>(schema: S, data: unknown, label: string): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new ResponseValidationError(label, result.error.issues);
  return result.data;
}
