import {
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  metaHelper,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';

/** Rows shown as skeletons while the table loads (spec 000 §9, Watch Tower). */
export const SKELETON_ROWS = 10;

/** What a column may tell the DataTable besides TanStack's own options. */
export interface DataTableColumnMeta {
  /** Hide the column while the table is narrower than this breakpoint (sm 640px, md 768px, lg 1024px, xl 1280px). */
  hideBelow?: 'sm' | 'md' | 'lg' | 'xl';
  /** Numbers read best aligned to the end. */
  align?: 'start' | 'end';
  /** A fixed width (any CSS length); the other columns share the rest. */
  width?: string;
}

/**
 * The TanStack Table 9 features every DataTable has: sorting and (optional) pagination, with the sort functions
 * that `sortFn: 'auto'` picks from. Columns are typed against it: `createDataTableColumnHelper<Account>()`.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    basic: sortFn_basic,
    datetime: sortFn_datetime,
    text: sortFn_text,
  },
  columnMeta: metaHelper<DataTableColumnMeta>(),
});

export type DataTableFeatures = typeof dataTableFeatures;

// TanStack's own column type is invariant in its value: `any` lets columns of different values share an array.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumn<Row extends RowData> = ColumnDef<DataTableFeatures, Row, any>;

/** TanStack's column helper, bound to the DataTable's features. */
export function createDataTableColumnHelper<Row extends RowData>() {
  return createColumnHelper<DataTableFeatures, Row>();
}
