import { sessionStatusLabel, type AppId, type AppSession } from '@console/api-client';
import { appSessionColumns } from './app-session-columns';
import {
  CopyButton,
  createDataTableColumnHelper,
  formatPhoneNumber,
  RelativeTime,
  SessionStatusBadge,
  shortenSessionId,
  type DataTableColumn,
} from '@console/ui';
import { css } from '../../../styled-system/css';

const nowrap = css({ whiteSpace: 'nowrap' });
const sessionCell = css({ display: 'inline-flex', alignItems: 'center', gap: '1', whiteSpace: 'nowrap' });
const mono = css({ fontFamily: 'mono', textStyle: 'body.sm' });

const column = createDataTableColumnHelper<AppSession>();

/** The column the server sorts by (the Date header flips it). */
export const DATE_COLUMN_ID = 'createdAt';

/**
 * The activity list's columns (spec apps.md §2.2): Date, Status, Customer, Phone Number (international format),
 * Agent, the app's own (§3, app-session-columns.tsx), Session (sessionRef shortened 6…6, with a copy of the whole
 * sessionRef, §6). Only Date sorts: the server orders the pages, so sorting one page by another column would
 * mislead.
 */
export function sessionColumns(app: AppId): DataTableColumn<AppSession>[] {
  const own = appSessionColumns(app);
  // Beside an app's own columns, Status and Session keep their room: a badge or a copy button is never cut.
  const room = (width: string) => (own.length > 0 ? { meta: { width } } : {});
  // Beside more than two of them (payments' four), Phone Number and Agent give way until the table is xl wide: the
  // app's own columns say more about its sessions, and the drawer shows both.
  const crowded = own.length > 2;
  return [
    column.accessor('createdAt', {
      id: DATE_COLUMN_ID,
      header: 'Date',
      sortDescFirst: true,
      meta: { width: '9rem' },
      cell: ({ row }) => <RelativeTime date={new Date(row.original.createdAt)} className={nowrap} />,
    }),
    column.accessor('status', {
      id: 'status',
      header: 'Status',
      enableSorting: false,
      ...room('8.5rem'),
      cell: ({ row }) => (
        <SessionStatusBadge
          status={row.original.status}
          label={sessionStatusLabel(app, row.original.status, row.original.details)}
        />
      ),
    }),
    column.accessor('customerRef', { id: 'customerRef', header: 'Customer', enableSorting: false }),
    column.accessor('phoneNumber', {
      id: 'phoneNumber',
      header: 'Phone Number',
      enableSorting: false,
      meta: { hideBelow: crowded ? 'xl' : 'md' },
      cell: ({ row }) => <span className={nowrap}>{formatPhoneNumber(row.original.phoneNumber)}</span>,
    }),
    column.accessor((session) => session.agent.name, {
      id: 'agent',
      header: 'Agent',
      enableSorting: false,
      meta: { hideBelow: crowded ? 'xl' : 'lg' },
    }),
    ...own,
    column.accessor('sessionRef', {
      id: 'sessionRef',
      header: 'Session',
      enableSorting: false,
      ...room('11.5rem'),
      cell: ({ row }) => (
        <span className={sessionCell}>
          <span className={mono} title={row.original.sessionRef}>
            {shortenSessionId(row.original.sessionRef)}
          </span>
          <CopyButton value={row.original.sessionRef} label={`session ${row.original.sessionRef}`} iconOnly />
        </span>
      ),
    }),
  ];
}
