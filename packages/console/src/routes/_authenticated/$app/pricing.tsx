import { listBillingPlansQueryOptions } from '@console/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { AppPageError } from '../../../components/app-settings/app-page-error';
import { requireAppPage } from '../../../features/app/app-guards';
import { useCurrentApp } from '../../../features/app/use-current-app';
import { PricingPage } from '../../../features/app-plans/pricing-page';
import { PricingSkeleton } from '../../../features/app-plans/pricing-skeleton';
import { ensureQuery } from '../../../lib/ensure-query';

/** An app's Pricing (apps.md §2.3): admins and the owner; a supervisor goes to the app root. */
export const Route = createFileRoute('/_authenticated/$app/pricing')({
  beforeLoad: requireAppPage('pricing'),
  loader: ({ context: { queryClient, api, user, app } }) =>
    ensureQuery(queryClient, listBillingPlansQueryOptions(api, user.account.id, app)),
  component: PricingRoute,
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: PricingSkeleton,
  errorComponent: ({ error }) => <AppPageError title="Pricing" noun="plans" error={error} />,
});

function PricingRoute() {
  return <PricingPage app={useCurrentApp()} />;
}
