import { getPaymentProviderQueryOptions, type ApiClient, type Bootstrap } from '@console/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { ensureQuery } from '../../lib/ensure-query';

interface RouteContext {
  queryClient: QueryClient;
  api: ApiClient;
  user: Bootstrap;
}

/** The route's loader: the connection, read by the page with the same options. */
export function loadPaymentProvider({ queryClient, api, user }: RouteContext) {
  return ensureQuery(queryClient, getPaymentProviderQueryOptions(api, user.account.id));
}
