import { createFileRoute } from '@tanstack/react-router';
import { requireAppPage } from '../../../../features/app/app-guards';
import { BillingError } from '../../../../features/billing/billing-error';
import { BillingPage } from '../../../../features/billing/billing-page';
import { BillingSkeleton } from '../../../../features/billing/billing-skeleton';
import { loadBilling } from '../../../../features/billing/load-billing';

/** An app's Configuration → Billing: the same page as /settings/billing, every app's billing (spec 000 §2). */
export const Route = createFileRoute('/_authenticated/$app/settings/billing')({
  beforeLoad: requireAppPage('settings/billing'),
  loader: ({ context }) => loadBilling(context),
  component: BillingPage,
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: BillingSkeleton,
  errorComponent: BillingError,
});
