import { exportSessionsMutationOptions, listSessionsQueryOptions, type AppId } from '@console/api-client';
import { useClock } from '@console/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { activityQuery, dayIn, viewerTimeZone, type ActivitySearch } from '../../lib/activity-search';
import { saveFile } from '../../lib/save-file';
import { useApi } from '../../lib/use-api';
import { useBootstrap } from '../../lib/use-bootstrap';
import { ActivityListView } from './activity-list-view';
import { SessionDrawerContainer } from './session-drawer-container';

export interface ActivityPageProps {
  app: AppId;
  search: ActivitySearch;
  onSearchChange: (search: ActivitySearch) => void;
}

/**
 * An app's activity list (spec apps.md §2.2) over GET /{app}/sessions: the route's loader ensures the page of the
 * address, this reads it with the same options; a row or `?session=` opens the drawer; Export CSV (owner, admins,
 * supervisors) saves `{app}-{tab}-{yyyy-MM-dd}.csv` of the current filters, and a refusal (422 EXPORT_TOO_LARGE:
 * "Narrow the date range…") is said in a toast.
 */
export function ActivityPage({ app, search, onSearchChange }: ActivityPageProps) {
  const api = useApi();
  const accountId = useBootstrap().account.id;
  const clock = useClock();
  const timeZone = viewerTimeZone();
  const query = activityQuery(search, api.now(), timeZone);
  const { data: page, isFetching } = useSuspenseQuery(listSessionsQueryOptions(api, accountId, app, query));
  const exporter = useMutation(exportSessionsMutationOptions(api, accountId, app));
  const { session, ...listSearch } = search;

  const exportCsv = async () => {
    const { status, from, to, q, sort } = query;
    const { csv, fileName } = await exporter.mutateAsync({ status, from, to, q, sort });
    saveFile(csv, fileName);
  };

  return (
    <>
      <ActivityListView
        app={app}
        search={search}
        onSearchChange={onSearchChange}
        page={page}
        today={dayIn(clock.now(), timeZone)}
        busy={isFetching}
        onOpenSession={(row) => onSearchChange({ ...listSearch, session: row.id })}
        onExport={exportCsv}
      />
      <SessionDrawerContainer app={app} sessionId={session} onClose={() => onSearchChange(listSearch)} />
    </>
  );
}
