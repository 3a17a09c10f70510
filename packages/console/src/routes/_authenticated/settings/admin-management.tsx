import { listAdminsQueryOptions, listInvitationsQueryOptions } from '@console/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { AdminManagementError } from '../../../features/admin-management/admin-management-error';
import { AdminManagementPage } from '../../../features/admin-management/admin-management-page';
import { AdminManagementSkeleton } from '../../../features/admin-management/admin-management-skeleton';

export const Route = createFileRoute('/_authenticated/settings/admin-management')({
  loader: ({ context }) => {
    const accountId = context.user.account.id;
    return Promise.all([
      context.queryClient.query({ ...listAdminsQueryOptions(context.api, accountId), staleTime: 'static' }),
      context.queryClient.query({
        ...listInvitationsQueryOptions(context.api, accountId),
        staleTime: 'static',
      }),
    ]);
  },
  component: AdminManagementPage,
  pendingComponent: AdminManagementSkeleton,
  errorComponent: AdminManagementError,
});
