import { DEFAULT_SESSION_RANGE } from '@console/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { AppDashboard } from '../../../features/app/app-dashboard';
import { AppDashboardError } from '../../../features/app/app-dashboard-error';
import { AppDashboardSkeleton } from '../../../features/app/app-dashboard-skeleton';
import { requireAppPage } from '../../../features/app/app-guards';
import { loadAppDashboard } from '../../../features/app/load-app-sessions';
import { dashboardSearchSchema } from '../../../lib/activity-search';

/** identity-verification's /dashboard (spec 000 §2, apps.md §6): the dashboard of apps.md §2.1. */
export const Route = createFileRoute('/_authenticated/$app/dashboard')({
  validateSearch: dashboardSearchSchema,
  beforeLoad: requireAppPage('dashboard'),
  loaderDeps: ({ search }) => ({ range: search.range ?? DEFAULT_SESSION_RANGE }),
  loader: ({ context, deps }) => loadAppDashboard(context, deps.range),
  component: DashboardPage,
  pendingComponent: AppDashboardSkeleton,
  errorComponent: AppDashboardError,
});

function DashboardPage() {
  const app = Route.useRouteContext({ select: (context) => context.app });
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AppDashboard
      app={app}
      range={search.range ?? DEFAULT_SESSION_RANGE}
      onRangeChange={(range) =>
        void navigate({ search: (previous) => ({ ...previous, range: range === 30 ? undefined : range }) })
      }
      session={search.session}
      onSessionChange={(session) => void navigate({ search: (previous) => ({ ...previous, session }) })}
    />
  );
}
