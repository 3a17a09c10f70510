import { getUsageQueryOptions } from '@console/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { BillingError } from '../../../features/billing/billing-error';
import { BillingPage } from '../../../features/billing/billing-page';
import { BillingSkeleton } from '../../../features/billing/billing-skeleton';
import { visibleApps } from '../../../lib/visible-apps';

/** The loader starts every app's usage without waiting: the page shows its skeleton, then the table or why not. */
export const Route = createFileRoute('/_authenticated/settings/billing')({
  loader: ({ context }) => {
    for (const app of visibleApps(context.user))
      void context.queryClient
        .query({ ...getUsageQueryOptions(context.api, context.user.account.id, app.id), staleTime: 'static' })
        .catch(() => undefined);
  },
  component: BillingPage,
  pendingComponent: BillingSkeleton,
  errorComponent: ({ error, reset }) => <BillingError error={error} onRetry={reset} />,
});
