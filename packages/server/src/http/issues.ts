import type { z } from 'zod';

/** A zod error as one line: `path: message` for each issue, e.g. `email: Invalid email address`. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
