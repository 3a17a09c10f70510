import { getUsageQueryOptions } from '@console/api-client';
import { DataTable } from '@console/ui';
import { useSuspenseQueries } from '@tanstack/react-query';
import { useApi } from '../../lib/use-api';
import { useBootstrap } from '../../lib/use-bootstrap';
import { visibleApps } from '../../lib/visible-apps';
import { BILLING_COLUMNS, type BillingRow } from './billing-columns';
import { BillingHeader } from './billing-header';

/**
 * Billing (spec 000 §2, at /settings/billing and each app's settings/billing): every app the admin may see, its
 * status (the bootstrap's billing) and usage (GET /{app}/billing/usage), with Start Free Trial where inactive.
 * The route loads every app's usage.
 */
export function BillingPage() {
  const api = useApi();
  const user = useBootstrap();
  const apps = visibleApps(user);
  const rows: BillingRow[] = useSuspenseQueries({
    queries: apps.map((app) => getUsageQueryOptions(api, user.account.id, app.id)),
    combine: (answers) =>
      answers.map(({ data }, index) => {
        const app = apps[index] as (typeof apps)[number];
        return { app, status: user.billing[app.id].status, usage: data };
      }),
  });

  return (
    <div>
      <BillingHeader />
      <DataTable
        caption="Billing of your apps"
        columns={BILLING_COLUMNS}
        data={rows}
        getRowId={(row) => row.app.id}
      />
    </div>
  );
}
