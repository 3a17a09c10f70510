import type { EnrollmentListQuery } from '@console/api-client';
import { AAGUID_PATTERN } from '@console/api-client';
import * as z from 'zod/mini';
import { listSearchValidator, pagedSearchFields, pageQuery, searchTextField } from '../../lib/paged-search';

/**
 * The address of Passkeys › Enrollments (apps.md §3.2), as the activity list keeps its own (lib/activity-search.ts):
 * every filter, the page size and the page cursors live in `?…`, defaults left out (Active, every authenticator,
 * 25 rows, page 1), and a malformed value is dropped rather than refused, so an old link still opens the list.
 *
 * - `status`: `revoked` or `all` (Active is the default); `authenticator`: an AAGUID (apps.md §6), standing for its
 *   authenticator;
 * - `q`: the search as sent (after the 300 ms debounce): a prefix of the customer ID or of the phone number;
 * - the page size and the page cursors (lib/paged-search.ts); a filter change clears the cursors, back to page 1.
 */
const enrollmentSearchSchema = z.object({
  status: z.catch(z.optional(z.enum(['revoked', 'all'])), undefined),
  authenticator: z.catch(z.optional(z.string().check(z.toLowerCase(), z.regex(AAGUID_PATTERN))), undefined),
  q: searchTextField,
  ...pagedSearchFields,
});

export type EnrollmentSearch = z.infer<typeof enrollmentSearchSchema>;

/** The route's validateSearch: the schema, with empty values left out of the address. */
export const validateEnrollmentSearch = listSearchValidator(enrollmentSearchSchema);

/** The address as GET /passkeys/enrollments' query: the same address is the same query and cache entry. */
export function enrollmentQuery(search: EnrollmentSearch): EnrollmentListQuery {
  const query: EnrollmentListQuery = { status: search.status ?? 'active', ...pageQuery(search) };
  if (search.authenticator) query.authenticator = search.authenticator;
  if (search.q) query.q = search.q;
  return query;
}

/** Whether the list shows anything but the default list, Active from every authenticator. */
export function hasEnrollmentFilters(search: EnrollmentSearch): boolean {
  return Boolean(search.status || search.authenticator || search.q);
}
