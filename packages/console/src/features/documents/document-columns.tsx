import type { Document } from '@console/api-client';
import { Badge, createDataTableColumnHelper, RelativeTime, type DataTableColumn } from '@console/ui';
import { css } from '../../../styled-system/css';
import { DocumentRowMenu, type DocumentActions } from './document-row-menu';
import { DOCUMENT_STATUS, versionLabel } from './document-texts';

const name = css({ fontWeight: '500', color: 'fg.default' });
const nowrap = css({ whiteSpace: 'nowrap' });
const numeric = css({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
const hidden = css({ srOnly: true });
const end = css({ display: 'flex', justifyContent: 'flex-end' });

const column = createDataTableColumnHelper<Document>();

/**
 * The documents' columns (apps.md §3.3): Name, Current version ("v2"), Fields (the current version's), Updated
 * (relative, then the date after 30 days, on the injected clock), Updated by, Status (Active/Archived) and each
 * row's menu. No column sorts: the server orders the pages, newest first.
 */
export function documentColumns(actions: DocumentActions) {
  const columns: DataTableColumn<Document>[] = [
    column.accessor('name', {
      id: 'name',
      header: 'Name',
      cell: ({ row }) => <span className={name}>{row.original.name}</span>,
    }),
    column.accessor('currentVersion', {
      id: 'currentVersion',
      header: 'Current version',
      meta: { width: '9rem' },
      cell: ({ row }) => <span className={numeric}>{versionLabel(row.original.currentVersion)}</span>,
    }),
    column.accessor('fieldCount', {
      id: 'fieldCount',
      header: 'Fields',
      meta: { width: '6rem', hideBelow: 'sm' },
      cell: ({ row }) => <span className={numeric}>{row.original.fieldCount}</span>,
    }),
    column.accessor('updatedAt', {
      id: 'updatedAt',
      header: 'Updated',
      meta: { hideBelow: 'sm', width: '8rem' },
      cell: ({ row }) => <RelativeTime date={new Date(row.original.updatedAt)} className={nowrap} />,
    }),
    column.accessor('updatedBy', {
      id: 'updatedBy',
      header: 'Updated by',
      meta: { hideBelow: 'md' },
      cell: ({ row }) => <span className={nowrap}>{row.original.updatedBy}</span>,
    }),
    column.accessor('status', {
      id: 'status',
      header: 'Status',
      meta: { width: '7rem' },
      cell: ({ row }) => {
        const status = DOCUMENT_STATUS[row.original.status];
        return <Badge tone={status.tone}>{status.label}</Badge>;
      },
    }),
    column.display({
      id: 'actions',
      header: () => <span className={hidden}>Actions</span>,
      meta: { width: '5rem' },
      cell: ({ row }) => (
        <div className={end}>
          <DocumentRowMenu document={row.original} {...actions} />
        </div>
      ),
    }),
  ];
  return columns.map((entry) => ({ ...entry, enableSorting: false }));
}
