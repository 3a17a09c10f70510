import type { CrashReport } from '@console/api-client';
import { createDataTableColumnHelper, RelativeTime } from '@console/ui';
import { css } from '../../../styled-system/css';

const nowrap = css({ whiteSpace: 'nowrap' });
const muted = css({ color: 'fg.muted', fontStyle: 'italic' });
const url = css({ fontFamily: 'mono', textStyle: 'body.sm', overflowWrap: 'anywhere' });

const column = createDataTableColumnHelper<CrashReport>();

/** Time, account (or "Signed out"), message and page: newest first, as the server pages them (not sortable). */
export const CRASH_REPORT_COLUMNS = [
  column.accessor('occurredAt', {
    header: 'Time',
    enableSorting: false,
    meta: { width: '9rem' },
    cell: ({ getValue }) => <RelativeTime date={new Date(getValue())} className={nowrap} />,
  }),
  column.accessor((report) => report.account?.name ?? '', {
    id: 'account',
    header: 'Account',
    enableSorting: false,
    meta: { width: '12rem' },
    cell: ({ row }) =>
      row.original.account ? (
        <span>
          {row.original.account.name}
          {row.original.admin && <span className={muted}> ({row.original.admin.email})</span>}
        </span>
      ) : (
        <span className={muted}>Signed out</span>
      ),
  }),
  column.accessor('message', { header: 'Message', enableSorting: false }),
  column.accessor('url', {
    header: 'Page',
    enableSorting: false,
    meta: { hideBelow: 'md' },
    cell: ({ getValue }) => <span className={url}>{getValue()}</span>,
  }),
];
