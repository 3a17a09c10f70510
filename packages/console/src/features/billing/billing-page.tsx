import { getUsageQueryOptions } from '@console/api-client';
import { DataTable, TimerButton } from '@console/ui';
import { useQueries } from '@tanstack/react-query';
import { useApi } from '../../lib/use-api';
import { useBootstrap } from '../../lib/use-bootstrap';
import { visibleApps } from '../../lib/visible-apps';
import { billingColumns, type BillingRow } from './billing-columns';
import { BillingError } from './billing-error';
import { BillingHeader } from './billing-header';
import { BillingSkeleton } from './billing-skeleton';
import { useStartTrial } from './use-start-trial';

/**
 * Billing (spec 000 §2, at /settings/billing and each app's settings/billing): every app the admin may see, its
 * status (the bootstrap's billing) and usage (GET /{app}/billing/usage), with Start Free Trial where inactive.
 * Renders its own skeleton and error, as the audit log does.
 */
export function BillingPage() {
  const api = useApi();
  const user = useBootstrap();
  const apps = visibleApps(user.email);
  const usage = useQueries({
    queries: apps.map((app) => getUsageQueryOptions(api, user.account.id, app.id)),
  });
  const startTrial = useStartTrial(user.account.id);

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

  const columns = billingColumns((row) =>
    row.status === 'inactive' ? (
      <TimerButton
        size="sm"
        onClick={() => startTrial(row.app.id)}
        aria-label={`Start Free Trial: ${row.app.title}`}
      >
        Start Free Trial
      </TimerButton>
    ) : null,
  );
  return (
    <div>
      <BillingHeader />
      <DataTable
        caption="Billing of your apps"
        columns={columns}
        data={rows}
        getRowId={(row) => row.app.id}
      />
    </div>
  );
}
