import { DataTable } from '@console/ui';
import { BILLING_COLUMNS } from './billing-columns';
import { BillingHeader } from './billing-header';

/** The billing page while the apps' usage loads. */
export function BillingSkeleton() {
  return (
    <div role="status" aria-label="Loading the billing" aria-busy>
      <BillingHeader />
      <DataTable caption="Billing of your apps" columns={BILLING_COLUMNS} data={[]} loading />
    </div>
  );
}
