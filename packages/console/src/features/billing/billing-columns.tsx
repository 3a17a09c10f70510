import type { AppRegistryEntry, AppStatus, Usage } from '@console/api-client';
import { AppIcon, appColor, createDataTableColumnHelper, CreditCounter, StatusBadge } from '@console/ui';
import { css } from '../../../styled-system/css';
import { StartTrialButton } from './start-trial-button';

/** One app's row: its status from the bootstrap's billing, its usage from GET /{app}/billing/usage. */
export interface BillingRow {
  app: AppRegistryEntry;
  status: AppStatus;
  usage: Usage;
}

const appCell = css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'medium' });
const muted = css({ color: 'fg.muted' });
const counter = css({ maxW: '14rem' });
const count = new Intl.NumberFormat('en-US');

/**
 * Usage: a free trial shows its credits of the free tier (red from 80%, spec 000 §9); a paid or cancelled app the
 * credits used; an inactive app has none yet.
 */
function UsageCell({ row }: { row: BillingRow }) {
  if (row.status === 'free-trial')
    return (
      <CreditCounter
        className={counter}
        credits={row.usage.credits}
        freeTier={row.usage.freeTier}
        label={`${row.app.title} free trial credits`}
      />
    );
  if (row.status === 'inactive') return <span className={muted}>Not started</span>;
  return <span>{count.format(row.usage.credits)} credits used</span>;
}

const column = createDataTableColumnHelper<BillingRow>();

/** App, Status, Usage, then Start Free Trial where inactive. Rows keep registry order: no sorting. */
export const BILLING_COLUMNS = [
  column.accessor((row) => row.app.title, {
    id: 'app',
    header: 'App',
    enableSorting: false,
    cell: ({ row }) => (
      <span className={appCell}>
        <AppIcon appId={row.original.app.id} size={18} color={appColor(row.original.app.id)} />
        {row.original.app.title}
      </span>
    ),
  }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: ({ getValue }) => <StatusBadge status={getValue()} />,
  }),
  column.display({
    id: 'usage',
    header: 'Usage',
    cell: ({ row }) => <UsageCell row={row.original} />,
  }),
  column.display({
    id: 'action',
    header: () => <span className={css({ srOnly: true })}>Action</span>,
    meta: { align: 'end', width: '11rem' },
    cell: ({ row }) =>
      row.original.status === 'inactive' ? <StartTrialButton app={row.original.app} /> : null,
  }),
];
