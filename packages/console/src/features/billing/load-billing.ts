import { getUsageQueryOptions, type ApiClient, type Bootstrap } from '@console/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { ensureQuery } from '../../lib/ensure-query';
import { visibleApps } from '../../lib/visible-apps';

/** The billing routes' loader (/settings/billing and each app's settings/billing): every visible app's usage. */
export function loadBilling({
  queryClient,
  api,
  user,
}: {
  queryClient: QueryClient;
  api: ApiClient;
  user: Bootstrap;
}) {
  return Promise.all(
    visibleApps(user).map((app) =>
      ensureQuery(queryClient, getUsageQueryOptions(api, user.account.id, app.id)),
    ),
  );
}
