import type { AuditLogEntry } from '@console/api-client';
import { createDataTableColumnHelper, RelativeTime } from '@console/ui';
import { css } from '../../../styled-system/css';

/**
 * The actor of an entry without an admin (spec 000 §2: "the provider"; the spec names no provider, so the word
 * itself, as the mocks' and the server's CSV export write it).
 */
const PROVIDER_ACTOR = 'Provider';

function auditLogActor(entry: Pick<AuditLogEntry, 'admin'>): string {
  return entry.admin ? `${entry.admin.firstName} ${entry.admin.lastName}` : PROVIDER_ACTOR;
}

const provider = css({ color: 'fg.muted', fontStyle: 'italic' });
const event = css({ fontFamily: 'mono', textStyle: 'body.sm', color: 'fg.muted', whiteSpace: 'nowrap' });
const nowrap = css({ whiteSpace: 'nowrap' });

const column = createDataTableColumnHelper<AuditLogEntry>();

/**
 * Date, Admin, Description, Event (spec 000 §2). Not sortable: the server pages the log newest first, so sorting
 * only the pages loaded so far would mislead.
 */
export const AUDIT_LOG_COLUMNS = [
  column.accessor('timestamp', {
    header: 'Date',
    enableSorting: false,
    meta: { width: '9rem' },
    cell: ({ getValue }) => <RelativeTime date={new Date(getValue())} className={nowrap} />,
  }),
  column.accessor((entry) => auditLogActor(entry), {
    id: 'admin',
    header: 'Admin',
    enableSorting: false,
    meta: { width: '11rem' },
    cell: ({ row, getValue }) =>
      row.original.admin ? getValue() : <span className={provider}>{getValue()}</span>,
  }),
  column.accessor('description', { header: 'Description', enableSorting: false }),
  column.accessor('event', {
    header: 'Event',
    enableSorting: false,
    meta: { hideBelow: 'md' },
    cell: ({ getValue }) => <code className={event}>{getValue()}</code>,
  }),
];
