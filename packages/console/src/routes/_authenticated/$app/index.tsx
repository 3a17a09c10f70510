import { getUsageQueryOptions } from '@console/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { AppDashboard } from '../../../features/app/app-dashboard';
import { AppDashboardError } from '../../../features/app/app-dashboard-error';
import { AppDashboardSkeleton } from '../../../features/app/app-dashboard-skeleton';

/** The app's root dashboard: billing status and usage (spec 000 §2). */
export const Route = createFileRoute('/_authenticated/$app/')({
  loader: ({ context }) =>
    context.queryClient.query({
      ...getUsageQueryOptions(context.api, context.user.account.id, context.app),
      staleTime: 'static',
    }),
  component: AppDashboard,
  pendingComponent: AppDashboardSkeleton,
  errorComponent: AppDashboardError,
});
