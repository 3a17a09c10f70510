import type { Product } from '@console/api-client';
import { formatMinorUnits } from '@console/api-client/rules';
import { Badge, createDataTableColumnHelper, RelativeTime, type DataTableColumn } from '@console/ui';
import { css } from '../../../styled-system/css';
import { ProductRowMenu, type ProductActions } from './product-row-menu';
import { PRODUCT_STATUS } from './product-texts';

const name = css({ fontWeight: '500', color: 'fg.default' });
const muted = css({ color: 'fg.muted', whiteSpace: 'normal' });
const nowrap = css({ whiteSpace: 'nowrap' });
const price = css({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
const hidden = css({ srOnly: true });
const end = css({ display: 'flex', justifyContent: 'flex-end' });

const column = createDataTableColumnHelper<Product>();

/**
 * The catalog's columns (apps.md §3.5, after Stripe's product list): Name, Description, Price (formatted from minor
 * units with the currency's decimals), Status (Active/Archived), Updated (relative, then the date after 30 days, on
 * the injected clock) and each row's menu. No column sorts: the server orders the pages, newest first.
 */
export function productColumns(actions: ProductActions) {
  const columns: DataTableColumn<Product>[] = [
    column.accessor('name', {
      id: 'name',
      header: 'Name',
      cell: ({ row }) => <span className={name}>{row.original.name}</span>,
    }),
    column.accessor('description', {
      id: 'description',
      header: 'Description',
      meta: { hideBelow: 'md' },
      cell: ({ row }) => <span className={muted}>{row.original.description}</span>,
    }),
    column.accessor('price', {
      id: 'price',
      header: 'Price',
      meta: { width: '8rem' },
      cell: ({ row }) => (
        <span className={price}>{formatMinorUnits(row.original.price, row.original.currency)}</span>
      ),
    }),
    column.accessor('status', {
      id: 'status',
      header: 'Status',
      meta: { width: '7rem' },
      cell: ({ row }) => {
        const status = PRODUCT_STATUS[row.original.status];
        return <Badge tone={status.tone}>{status.label}</Badge>;
      },
    }),
    column.accessor('updatedAt', {
      id: 'updatedAt',
      header: 'Updated',
      meta: { hideBelow: 'sm', width: '8rem' },
      cell: ({ row }) => <RelativeTime date={new Date(row.original.updatedAt)} className={nowrap} />,
    }),
    column.display({
      id: 'actions',
      header: () => <span className={hidden}>Actions</span>,
      meta: { width: '5rem' },
      cell: ({ row }) => (
        <div className={end}>
          <ProductRowMenu product={row.original} {...actions} />
        </div>
      ),
    }),
  ];
  return columns.map((entry) => ({ ...entry, enableSorting: false }));
}
