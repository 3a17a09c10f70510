import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { pageSchema, readPage } from '../client/paged';
import { passkeyKeys } from './keys';
import type { EnrollmentListQuery } from './schemas';
import { enrollmentListQuerySchema, passkeyEnrollmentSchema } from './schemas';

export const listPasskeyEnrollmentsResponseSchema = z.array(passkeyEnrollmentSchema);
export const enrollmentPageSchema = pageSchema(passkeyEnrollmentSchema);
export type EnrollmentPage = z.infer<typeof enrollmentPageSchema>;

/** GET /passkeys/enrollments?status=&authenticator=&q=&limit=&lastKey= (apps.md §3.2), paged like every app list. */
export const listPasskeyEnrollmentsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/passkeys/enrollments',
  query: enrollmentListQuerySchema,
  response: listPasskeyEnrollmentsResponseSchema,
});

/** The query string: only the filters that are set. */
function enrollmentQueryParams({ status, authenticator, q, limit, lastKey }: EnrollmentListQuery) {
  return {
    status,
    authenticator: authenticator?.trim() ? authenticator.trim() : undefined,
    q: q?.trim() ? q.trim() : undefined,
    limit: typeof limit === 'number' ? limit : undefined,
    lastKey,
  };
}

export function listPasskeyEnrollments(
  client: ApiClient,
  query: EnrollmentListQuery,
  options: CallOptions = {},
): Promise<EnrollmentPage> {
  return readPage(client, passkeyEnrollmentSchema, {
    method: listPasskeyEnrollmentsEndpoint.method,
    path: listPasskeyEnrollmentsEndpoint.path,
    query: enrollmentQueryParams(query),
    signal: options.signal,
  });
}

/** One page; the previous page stays on screen while the next loads (Prev/Next, apps.md §0). */
export function listPasskeyEnrollmentsQueryOptions(
  client: ApiClient,
  accountId: string,
  query: EnrollmentListQuery = {},
) {
  return queryOptions({
    queryKey: passkeyKeys.enrollmentList(accountId, query),
    queryFn: ({ signal }) => listPasskeyEnrollments(client, query, { signal }),
    placeholderData: keepPreviousData,
  });
}
