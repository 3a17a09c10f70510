import { listAdminsQueryOptions, listInvitationsQueryOptions } from '@console/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { AdminManagementError } from '../../../features/admin-management/admin-management-error';
import { AdminManagementPage } from '../../../features/admin-management/admin-management-page';
import { AdminManagementSkeleton } from '../../../features/admin-management/admin-management-skeleton';
import { ensureQuery } from '../../../lib/ensure-query';

export const Route = createFileRoute('/_authenticated/settings/admin-management')({
  loader: ({ context }) => {
    const accountId = context.user.account.id;
    return Promise.all([
      ensureQuery(context.queryClient, listAdminsQueryOptions(context.api, accountId)),
      ensureQuery(context.queryClient, listInvitationsQueryOptions(context.api, accountId)),
    ]);
  },
  component: AdminManagementPage,
  pendingComponent: AdminManagementSkeleton,
  errorComponent: AdminManagementError,
});
