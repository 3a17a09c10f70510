import type { EnrollmentListQuery } from '@console/api-client';
import { AAGUID_PATTERN } from '@console/api-client';
import * as z from 'zod/mini';

/**
 * The address of Passkeys › Enrollments (apps.md §3.2), as the activity list keeps its own (lib/activity-search.ts):
 * every filter, the page size and the page cursors live in `?…`, defaults left out (Active, every authenticator,
 * 25 rows, page 1), and a malformed value is dropped rather than refused, so an old link still opens the list.
 *
 * - `status`: `revoked` or `all` (Active is the default); `authenticator`: an AAGUID (apps.md §6), standing for its
 *   authenticator;
 * - `q`: the search as sent (after the 300 ms debounce): a prefix of the customer ID or of the phone number;
 * - `limit`: 10, 50 or 100; `cursors`: the `x-last-key` of each page before this one (Previous pops, Next pushes);
 *   a filter change clears them, back to page 1.
 */
const enrollmentSearchSchema = z.object({
  status: z.catch(z.optional(z.enum(['revoked', 'all'])), undefined),
  authenticator: z.catch(z.optional(z.string().check(z.toLowerCase(), z.regex(AAGUID_PATTERN))), undefined),
  q: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(100))), undefined),
  limit: z.catch(z.optional(z.literal([10, 50, 100])), undefined),
  cursors: z.catch(z.optional(z.array(z.string().check(z.minLength(1)))), undefined),
});

export type EnrollmentSearch = z.infer<typeof enrollmentSearchSchema>;

/** The route's validateSearch: the schema, with empty values left out of the address. */
export function validateEnrollmentSearch(input: Record<string, unknown>): EnrollmentSearch {
  const search = enrollmentSearchSchema.parse(input);
  return Object.fromEntries(
    Object.entries(search as Record<string, unknown>).filter(
      ([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0),
    ),
  );
}

/** The address as GET /passkeys/enrollments' query: the same address is the same query and cache entry. */
export function enrollmentQuery(search: EnrollmentSearch): EnrollmentListQuery {
  const query: EnrollmentListQuery = { status: search.status ?? 'active', limit: search.limit ?? 25 };
  if (search.authenticator) query.authenticator = search.authenticator;
  if (search.q) query.q = search.q;
  const lastKey = search.cursors?.at(-1);
  if (lastKey) query.lastKey = lastKey;
  return query;
}

/** Whether the list shows anything but the default list, Active from every authenticator. */
export function hasEnrollmentFilters(search: EnrollmentSearch): boolean {
  return Boolean(search.status || search.authenticator || search.q);
}
