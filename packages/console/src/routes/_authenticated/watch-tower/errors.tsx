import { listCrashReportsQueryOptions } from '@console/api-client';
import { createFileRoute } from '@tanstack/react-router';
import {
  CrashReportsError,
  CrashReportsPage,
  CrashReportsSkeleton,
} from '../../../features/watch-tower/crash-reports-page';
import { ensureInfiniteQuery } from '../../../lib/ensure-query';

export const Route = createFileRoute('/_authenticated/watch-tower/errors')({
  loader: ({ context }) =>
    ensureInfiniteQuery(context.queryClient, listCrashReportsQueryOptions(context.api)),
  component: CrashReportsPage,
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: CrashReportsSkeleton,
  errorComponent: CrashReportsError,
});
