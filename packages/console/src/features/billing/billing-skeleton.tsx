import { DataTable } from '@console/ui';
import { billingColumns } from './billing-columns';
import { BillingHeader } from './billing-header';

const columns = billingColumns(() => null);

/** The billing page while the apps' usage loads. */
export function BillingSkeleton() {
  return (
    <div role="status" aria-label="Loading the billing" aria-busy>
      <BillingHeader />
      <DataTable caption="Billing of your apps" columns={columns} data={[]} loading />
    </div>
  );
}
