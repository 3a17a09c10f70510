import { getSummaryStatisticsQueryOptions } from '@console/api-client';
import { createFileRoute } from '@tanstack/react-router';
import {
  DashboardError,
  DashboardPage,
  DashboardSkeleton,
} from '../../../features/watch-tower/dashboard-page';
import { ensureQuery } from '../../../lib/ensure-query';

export const Route = createFileRoute('/_authenticated/watch-tower/')({
  loader: ({ context }) => ensureQuery(context.queryClient, getSummaryStatisticsQueryOptions(context.api)),
  component: DashboardPage,
  // The skeleton at once (no flash of an empty page), for as long as the summary takes.
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: DashboardSkeleton,
  errorComponent: DashboardError,
});
