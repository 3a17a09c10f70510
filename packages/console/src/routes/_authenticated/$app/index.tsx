import { getUsageQueryOptions } from '@console/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { AppDashboard } from '../../../features/app/app-dashboard';
import { AppDashboardError } from '../../../features/app/app-dashboard-error';
import { AppDashboardSkeleton } from '../../../features/app/app-dashboard-skeleton';
import { ensureQuery } from '../../../lib/ensure-query';

/** The app's root dashboard: billing status and usage (spec 000 §2). */
export const Route = createFileRoute('/_authenticated/$app/')({
  loader: ({ context }) =>
    ensureQuery(context.queryClient, getUsageQueryOptions(context.api, context.user.account.id, context.app)),
  component: AppDashboard,
  pendingComponent: AppDashboardSkeleton,
  errorComponent: AppDashboardError,
});
