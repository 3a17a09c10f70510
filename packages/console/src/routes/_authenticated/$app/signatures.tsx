import { createFileRoute } from '@tanstack/react-router';
import { ActivityPage } from '../../../features/app/activity-page';
import { ActivityError, ActivitySkeleton } from '../../../features/app/activity-states';
import { requireAppPage } from '../../../features/app/app-guards';
import { activityLoaderDeps, loadActivity } from '../../../features/app/load-app-sessions';
import { validateActivitySearch } from '../../../lib/activity-search';

/** The app's activity list (spec apps.md §2.2); `?session=` opens a session's drawer. */
export const Route = createFileRoute('/_authenticated/$app/signatures')({
  validateSearch: validateActivitySearch,
  beforeLoad: requireAppPage('signatures'),
  loaderDeps: activityLoaderDeps,
  loader: ({ context, deps }) => loadActivity(context, deps),
  component: SignaturesPage,
  pendingComponent: ActivitySkeleton,
  errorComponent: ActivityError,
});

function SignaturesPage() {
  const app = Route.useRouteContext({ select: (context) => context.app });
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ActivityPage app={app} search={search} onSearchChange={(next) => void navigate({ search: next })} />
  );
}
