import { listAccountsQueryOptions } from '@console/api-client';
import { createFileRoute } from '@tanstack/react-router';
import {
  AccountsError,
  AccountsPage,
  AccountsSkeleton,
} from '../../../../features/watch-tower/accounts-page';
import { ensureQuery } from '../../../../lib/ensure-query';

export const Route = createFileRoute('/_authenticated/watch-tower/accounts/')({
  loader: ({ context }) => ensureQuery(context.queryClient, listAccountsQueryOptions(context.api)),
  component: AccountsPage,
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: AccountsSkeleton,
  errorComponent: AccountsError,
});
