import { listPasskeyEnrollmentsQueryOptions, type ApiClient, type Bootstrap } from '@console/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { ensureQuery } from '../../lib/ensure-query';
import { enrollmentQuery, type EnrollmentSearch } from './enrollment-search';

interface RouteContext {
  queryClient: QueryClient;
  api: ApiClient;
  user: Bootstrap;
}

/** The route's loader: the page of the address, read by the page with the same options. */
export function loadEnrollments({ queryClient, api, user }: RouteContext, search: EnrollmentSearch) {
  return ensureQuery(
    queryClient,
    listPasskeyEnrollmentsQueryOptions(api, user.account.id, enrollmentQuery(search)),
  );
}
