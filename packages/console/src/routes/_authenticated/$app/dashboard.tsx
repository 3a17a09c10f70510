import { getUsageQueryOptions } from '@console/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { AppDashboard } from '../../../features/app/app-dashboard';
import { AppDashboardError } from '../../../features/app/app-dashboard-error';
import { AppDashboardSkeleton } from '../../../features/app/app-dashboard-skeleton';
import { requireAppPage } from '../../../features/app/app-guards';
import { ensureQuery } from '../../../lib/ensure-query';

/** identity-verification's /dashboard (spec 000 §2): the same dashboard as the app's root. */
export const Route = createFileRoute('/_authenticated/$app/dashboard')({
  beforeLoad: requireAppPage('dashboard'),
  loader: ({ context }) =>
    ensureQuery(context.queryClient, getUsageQueryOptions(context.api, context.user.account.id, context.app)),
  component: AppDashboard,
  pendingComponent: AppDashboardSkeleton,
  errorComponent: AppDashboardError,
});
