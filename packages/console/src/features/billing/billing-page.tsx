import { getUsageQueryOptions } from '@console/api-client';
import { DataTable } from '@console/ui';
import { useQueries } from '@tanstack/react-query';
import { useApi } from '../../lib/use-api';
import { useBootstrap } from '../../lib/use-bootstrap';
import { visibleApps } from '../../lib/visible-apps';
import { BILLING_COLUMNS, type BillingRow } from './billing-columns';
import { BillingError } from './billing-error';
import { BillingHeader } from './billing-header';
import { BillingSkeleton } from './billing-skeleton';

/**
 * Billing (spec 000 §2, at /settings/billing and each app's settings/billing): every app the admin may see, its
 * status (the bootstrap's billing) and usage (GET /{app}/billing/usage), with Start Free Trial where inactive.
 * Renders its own skeleton and error, as the audit log does.
 */
export function BillingPage() {
  const api = useApi();
  const user = useBootstrap();
  const apps = visibleApps(user);
  const usage = useQueries({
    queries: apps.map((app) => getUsageQueryOptions(api, user.account.id, app.id)),
  });

  const failed = usage.filter((query) => query.data === undefined && query.isError);
  if (failed.length > 0)
    return (
      <BillingError
        error={failed[0]?.error}
        onRetry={() => failed.forEach((query) => void query.refetch())}
      />
    );
  const rows: BillingRow[] = [];
  for (const [index, app] of apps.entries()) {
    const data = usage[index]?.data;
    if (!data) return <BillingSkeleton />;
    rows.push({ app, status: user.billing[app.id].status, usage: data });
  }

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
