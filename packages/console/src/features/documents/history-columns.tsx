import { DOCUMENT_CHANGE_LABELS, type DocumentHistoryEntry } from '@console/api-client';
import { createDataTableColumnHelper, RelativeTime, type DataTableColumn } from '@console/ui';
import { css } from '../../../styled-system/css';
import { versionLabel } from './document-texts';

const nowrap = css({ whiteSpace: 'nowrap' });
const numeric = css({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

const column = createDataTableColumnHelper<DocumentHistoryEntry>();

/**
 * A document's history (apps.md §3.3): Version, Date (relative, then the date after 30 days), By, Change (Created,
 * New PDF uploaded, Fields edited, Made current, Archived, Unarchived), Fields (that version's) and Sent (sessions
 * sent with that version). Newest first, as the server pages it.
 */
export const historyColumns: DataTableColumn<DocumentHistoryEntry>[] = [
  column.accessor('version', {
    id: 'version',
    header: 'Version',
    meta: { width: '6rem' },
    cell: ({ row }) => <span className={numeric}>{versionLabel(row.original.version)}</span>,
  }),
  column.accessor('createdAt', {
    id: 'createdAt',
    header: 'Date',
    meta: { width: '9rem' },
    cell: ({ row }) => <RelativeTime date={new Date(row.original.createdAt)} className={nowrap} />,
  }),
  column.accessor('by', { id: 'by', header: 'By', cell: ({ row }) => row.original.by }),
  column.accessor('change', {
    id: 'change',
    header: 'Change',
    cell: ({ row }) => DOCUMENT_CHANGE_LABELS[row.original.change],
  }),
  column.accessor('fields', {
    id: 'fields',
    header: 'Fields',
    meta: { width: '6rem', hideBelow: 'sm' },
    cell: ({ row }) => <span className={numeric}>{row.original.fields}</span>,
  }),
  column.accessor('sent', {
    id: 'sent',
    header: 'Sent',
    meta: { width: '6rem' },
    cell: ({ row }) => <span className={numeric}>{row.original.sent}</span>,
  }),
].map((entry) => ({ ...entry, enableSorting: false }));
