import { getUsageQueryOptions } from '@console/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { AppPageError } from '../../../../components/app-settings/app-page-error';
import { requireAppPage } from '../../../../features/app/app-guards';
import { useCurrentApp } from '../../../../features/app/use-current-app';
import { AppBillingPage } from '../../../../features/app-plans/app-billing-page';
import { AppBillingSkeleton } from '../../../../features/app-plans/app-billing-skeleton';
import { ensureQuery } from '../../../../lib/ensure-query';

/** An app's Configuration → Billing (apps.md §2.4): this app's plan, period and usage; admins and the owner. */
export const Route = createFileRoute('/_authenticated/$app/settings/billing')({
  beforeLoad: requireAppPage('settings/billing'),
  loader: ({ context: { queryClient, api, user, app } }) =>
    ensureQuery(queryClient, getUsageQueryOptions(api, user.account.id, app)),
  component: SettingsBillingRoute,
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: AppBillingSkeleton,
  errorComponent: ({ error }) => <AppPageError title="Billing" noun="billing" error={error} />,
});

function SettingsBillingRoute() {
  return <AppBillingPage app={useCurrentApp()} />;
}
