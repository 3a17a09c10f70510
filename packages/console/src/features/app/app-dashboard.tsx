import {
  getStatisticsSummaryQueryOptions,
  getUsageQueryOptions,
  listSessionsQueryOptions,
  type AppId,
  type SessionRange,
  type Usage,
} from '@console/api-client';
import type { PlanUsage } from '@console/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/use-api';
import { useBootstrap } from '../../lib/use-bootstrap';
import { isAdmin } from '../../session/guards';
import { AppDashboardView } from './app-dashboard-view';
import { InactiveAppDashboard } from './inactive-app-dashboard';
import { SessionDrawerContainer } from './session-drawer-container';

/** The dashboard's recent activity: the 5 newest sessions (spec apps.md §2.1). */
export const RECENT_SESSIONS_QUERY = { limit: 10, sort: '-createdAt' } as const;
const RECENT_SESSIONS = 5;

/**
 * The plan card's usage: a free trial counts credits against its allowance; any other plan counts the sessions of
 * the billing period (`sessionsThisPeriod`, apps.md §6).
 */
function planUsage(usage: Usage): PlanUsage {
  if (usage.status === 'free-trial') {
    return { kind: 'credits', credits: usage.credits, freeTier: usage.freeTier };
  }
  return { kind: 'sessions', sessionsThisMonth: usage.sessionsThisPeriod };
}

export interface AppDashboardProps {
  app: AppId;
  range: SessionRange;
  onRangeChange: (range: SessionRange) => void;
  /** The session shown in the drawer (`?session=`). */
  session: string | undefined;
  onSessionChange: (session: string | undefined) => void;
}

/**
 * An app's dashboard (spec apps.md §2.1). The route's loader ensures the summary of the range, the newest sessions
 * and the usage; this reads them with the same options. Owner and admins get the plan card and quick links;
 * supervisors read the rest. An app not yet started shows its Start Free Trial instead.
 */
export function AppDashboard(props: AppDashboardProps) {
  const user = useBootstrap();
  if (user.billing[props.app].status === 'inactive') return <InactiveAppDashboard />;
  return <ActiveAppDashboard {...props} />;
}

function ActiveAppDashboard({ app, range, onRangeChange, session, onSessionChange }: AppDashboardProps) {
  const api = useApi();
  const user = useBootstrap();
  const accountId = user.account.id;
  const { data: summary } = useSuspenseQuery(getStatisticsSummaryQueryOptions(api, accountId, app, range));
  const { data: recent } = useSuspenseQuery(
    listSessionsQueryOptions(api, accountId, app, RECENT_SESSIONS_QUERY),
  );
  const { data: usage } = useSuspenseQuery(getUsageQueryOptions(api, accountId, app));
  const admin = isAdmin(user);
  return (
    <>
      <AppDashboardView
        app={app}
        range={range}
        onRangeChange={onRangeChange}
        summary={summary}
        recent={recent.items.slice(0, RECENT_SESSIONS)}
        onOpenSession={(row) => onSessionChange(row.id)}
        plan={admin ? { status: user.billing[app].status, usage: planUsage(usage) } : undefined}
        showQuickLinks={admin}
      />
      <SessionDrawerContainer app={app} sessionId={session} onClose={() => onSessionChange(undefined)} />
    </>
  );
}
