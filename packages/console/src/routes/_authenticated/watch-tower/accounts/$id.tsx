import { getAccountQueryOptions, getAccountStatisticsQueryOptions } from '@console/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { AccountError, AccountPage, AccountSkeleton } from '../../../../features/watch-tower/account-page';
import { ensureQuery } from '../../../../lib/ensure-query';
import { accountIdParams } from '../../../../lib/route-params';

export const Route = createFileRoute('/_authenticated/watch-tower/accounts/$id')({
  params: { parse: (params) => accountIdParams.parse(params) },
  loader: ({ context, params }) => {
    // The statistics section shows its own skeleton: started here, it loads alongside the account.
    void ensureQuery(context.queryClient, getAccountStatisticsQueryOptions(context.api, params.id)).catch(
      () => undefined,
    );
    return ensureQuery(context.queryClient, getAccountQueryOptions(context.api, params.id));
  },
  component: AccountPage,
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: AccountSkeleton,
  errorComponent: AccountError,
});
