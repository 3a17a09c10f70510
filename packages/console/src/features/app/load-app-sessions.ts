import {
  getStatisticsSummaryQueryOptions,
  getUsageQueryOptions,
  listSessionsQueryOptions,
  type ApiClient,
  type AppId,
  type Bootstrap,
  type SessionRange,
} from '@console/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { activityQuery, viewerTimeZone, type ActivitySearch } from '../../lib/activity-search';
import { ensureQuery } from '../../lib/ensure-query';
import { RECENT_SESSIONS_QUERY } from './app-dashboard';

interface AppRouteContext {
  queryClient: QueryClient;
  api: ApiClient;
  user: Bootstrap;
  app: AppId;
}

/**
 * The dashboard route's loader (spec apps.md §2.1): the usage always (an inactive app shows only its plan), and for
 * an active app the range's summary and the newest sessions, read by the page with the same options.
 */
export function loadAppDashboard({ queryClient, api, user, app }: AppRouteContext, range: SessionRange) {
  const accountId = user.account.id;
  const usage = ensureQuery(queryClient, getUsageQueryOptions(api, accountId, app));
  if (user.billing[app].status === 'inactive') return usage;
  return Promise.all([
    usage,
    ensureQuery(queryClient, getStatisticsSummaryQueryOptions(api, accountId, app, range)),
    ensureQuery(queryClient, listSessionsQueryOptions(api, accountId, app, RECENT_SESSIONS_QUERY)),
  ]);
}

/** What an activity list's loader depends on: the address without the drawer (opening it loads no new page). */
export function activityLoaderDeps({ search }: { search: ActivitySearch }): ActivitySearch {
  return Object.fromEntries(Object.entries(search).filter(([key]) => key !== 'session'));
}

/** An activity route's loader (spec apps.md §2.2): the page of the address, read by the page with the same options. */
export function loadActivity({ queryClient, api, user, app }: AppRouteContext, search: ActivitySearch) {
  return ensureQuery(
    queryClient,
    listSessionsQueryOptions(api, user.account.id, app, activityQuery(search, api.now(), viewerTimeZone())),
  );
}
