import { getAuditLogPagesQueryOptions } from '@console/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { AuditLogError } from '../../../features/audit-log/audit-log-error';
import { AuditLogPage } from '../../../features/audit-log/audit-log-page';
import { AuditLogSkeleton } from '../../../features/audit-log/audit-log-skeleton';
import { ensureInfiniteQuery } from '../../../lib/ensure-query';

export const Route = createFileRoute('/_authenticated/settings/audit-log')({
  loader: ({ context }) =>
    ensureInfiniteQuery(
      context.queryClient,
      getAuditLogPagesQueryOptions(context.api, context.user.account.id),
    ),
  component: AuditLogPage,
  // The title and skeleton rows at once, not an empty page for a second.
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: AuditLogSkeleton,
  errorComponent: AuditLogError,
});
