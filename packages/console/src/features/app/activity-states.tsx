import { ACTIVITY_TABS as ACTIVITY_NOUNS, type AppId } from '@console/api-client';
import { DataTable, LoadError } from '@console/ui';
import { useMemo } from 'react';
import { ACTIVITY_TABS } from '../../lib/activity-tabs';
import { useRouteRetry } from '../../lib/use-route-retry';
import { ActivityHeader } from './activity-header';
import { sessionColumns } from './session-columns';
import { useCurrentApp } from './use-current-app';

/** The activity list while its page loads (spec apps.md §0): the title and 10 skeleton rows in its columns. */
export function ActivityLoadingView({ app }: { app: AppId }) {
  const columns = useMemo(() => sessionColumns(app), [app]);
  const { label } = ACTIVITY_TABS[app];
  return (
    <div role="status" aria-label={`Loading ${ACTIVITY_NOUNS[app].noun}`} aria-busy>
      <ActivityHeader title={label} />
      <DataTable caption={label} columns={columns} data={[]} loading />
    </div>
  );
}

/** The activity list when its page could not be loaded (spec apps.md §0): "Couldn't load {noun}." and Try again. */
export function ActivityErrorView({ app, onRetry }: { app: AppId; onRetry: () => void }) {
  return (
    <div>
      <ActivityHeader title={ACTIVITY_TABS[app].label} />
      <LoadError noun={ACTIVITY_NOUNS[app].noun} onRetry={onRetry} />
    </div>
  );
}

/** The activity route's pendingComponent. */
export function ActivitySkeleton() {
  return <ActivityLoadingView app={useCurrentApp()} />;
}

/** The activity route's errorComponent: Try again runs the loader again. */
export function ActivityError() {
  return <ActivityErrorView app={useCurrentApp()} onRetry={useRouteRetry()} />;
}
