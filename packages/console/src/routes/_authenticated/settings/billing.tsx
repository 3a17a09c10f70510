import { createFileRoute } from '@tanstack/react-router';
import { BillingError } from '../../../features/billing/billing-error';
import { BillingPage } from '../../../features/billing/billing-page';
import { BillingSkeleton } from '../../../features/billing/billing-skeleton';
import { loadBilling } from '../../../features/billing/load-billing';

export const Route = createFileRoute('/_authenticated/settings/billing')({
  loader: ({ context }) => loadBilling(context),
  component: BillingPage,
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: BillingSkeleton,
  errorComponent: BillingError,
});
