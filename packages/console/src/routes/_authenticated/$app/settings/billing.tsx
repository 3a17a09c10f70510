import { getUsageQueryOptions } from '@console/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { requireAppPage } from '../../../../features/app/app-guards';
import { BillingError } from '../../../../features/billing/billing-error';
import { BillingPage } from '../../../../features/billing/billing-page';
import { BillingSkeleton } from '../../../../features/billing/billing-skeleton';
import { visibleApps } from '../../../../lib/visible-apps';

/** An app's Configuration → Billing: the same page as /settings/billing, every app's billing (spec 000 §2). */
export const Route = createFileRoute('/_authenticated/$app/settings/billing')({
  beforeLoad: requireAppPage('settings/billing'),
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
