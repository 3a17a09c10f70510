import { TICKET_PRIORITY_LABELS, type SupportTicket } from '@console/api-client';
import { createDataTableColumnHelper, RelativeTime } from '@console/ui';
import { css } from '../../../styled-system/css';

const nowrap = css({ whiteSpace: 'nowrap' });
const muted = css({ color: 'fg.muted' });
const critical = css({ color: 'danger.fg', fontWeight: 'semibold' });
const description = css({
  display: 'block',
  color: 'fg.muted',
  textStyle: 'body.sm',
  whiteSpace: 'pre-wrap',
});

const column = createDataTableColumnHelper<SupportTicket>();

/** Number, time, account and author, subject with its text, priority and channel; newest first (not sortable). */
export const SUPPORT_TICKET_COLUMNS = [
  column.accessor('number', {
    header: 'Ticket',
    enableSorting: false,
    meta: { width: '6rem' },
    cell: ({ getValue }) => `#${getValue()}`,
  }),
  column.accessor('createdAt', {
    header: 'Created',
    enableSorting: false,
    meta: { width: '9rem', hideBelow: 'md' },
    cell: ({ getValue }) => <RelativeTime date={new Date(getValue())} className={nowrap} />,
  }),
  column.accessor((ticket) => ticket.account.name, {
    id: 'account',
    header: 'Account',
    enableSorting: false,
    meta: { width: '12rem' },
    cell: ({ row }) => (
      <span>
        {row.original.account.name}
        <span className={muted}> ({row.original.admin.email})</span>
      </span>
    ),
  }),
  column.accessor('subject', {
    header: 'Subject',
    enableSorting: false,
    cell: ({ row }) => (
      <span>
        {row.original.subject}
        <span className={description}>{row.original.description}</span>
      </span>
    ),
  }),
  column.accessor('priority', {
    header: 'Priority',
    enableSorting: false,
    meta: { width: '7rem' },
    cell: ({ getValue }) => (
      <span className={getValue() === 'high' ? critical : undefined}>
        {TICKET_PRIORITY_LABELS[getValue()]}
      </span>
    ),
  }),
  column.accessor('channel', {
    header: 'Channel',
    enableSorting: false,
    meta: { width: '7rem', hideBelow: 'md' },
    cell: ({ getValue }) => (getValue() === 'chat' ? 'Live Chat' : 'Ticket'),
  }),
];
