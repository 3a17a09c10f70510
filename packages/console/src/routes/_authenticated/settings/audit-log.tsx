import { getAuditLogPagesQueryOptions } from '@console/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { AuditLogError } from '../../../features/audit-log/audit-log-error';
import { AuditLogPage } from '../../../features/audit-log/audit-log-page';
import { AuditLogSkeleton } from '../../../features/audit-log/audit-log-skeleton';

/** The loader starts the first page without waiting for it: the page shows its skeleton, then the log or why not. */
export const Route = createFileRoute('/_authenticated/settings/audit-log')({
  loader: ({ context }) => {
    void context.queryClient
      .infiniteQuery({
        ...getAuditLogPagesQueryOptions(context.api, context.user.account.id),
        staleTime: 'static',
      })
      .catch(() => undefined);
  },
  component: AuditLogPage,
  pendingComponent: AuditLogSkeleton,
  errorComponent: ({ error, reset }) => <AuditLogError error={error} onRetry={reset} />,
});
