import { useTable, type RowData, type SortingState } from '@tanstack/react-table';
import { useEffect, useState, type ReactNode } from 'react';
import { cx } from '../../../styled-system/css';
import { dataTable } from '../../../styled-system/recipes';
import { DataTableHead } from './data-table-head';
import { DataTablePagination } from './data-table-pagination';
import { DataTableRow, EmptyRow, SkeletonRows } from './data-table-rows';
import { DataTableVirtualBody } from './data-table-virtual-body';
import { dataTableFeatures, type DataTableColumn } from './features';

export interface DataTableProps<Row extends RowData> {
  /** The table's accessible name, as a visually hidden caption. */
  caption: string;
  /** Build them with `createDataTableColumnHelper<Row>()`, outside render or memoised. */
  columns: readonly DataTableColumn<Row>[];
  /** Already filtered: the table sorts and pages, the screen filters (it knows what its search matches). */
  data: readonly Row[];
  /** Stable ids keep rows (and their focus) across sorting and new data. Defaults to the index. */
  getRowId?: (row: Row, index: number) => string;
  /** Shows SKELETON_ROWS placeholder rows instead of the data. */
  loading?: boolean;
  emptyMessage?: ReactNode;
  /** Makes rows clickable and focusable; Enter on a focused row activates it too. */
  onRowClick?: (row: Row) => void;
  /** Pages of this many rows with page buttons below; without it every row shows. */
  pageSize?: number;
  initialSorting?: SortingState;
  /**
   * Sorting done by the server (a paged list): the headers show `state` and report clicks to `onChange`; the rows
   * keep the order they came in. A sorted column flips between ascending and descending (never unsorted).
   */
  sorting?: { state: SortingState; onChange: (sorting: SortingState) => void };
  /** Renders only the rows in view, in a scroll area `maxHeight` high: for thousands of rows. */
  virtualize?: boolean;
  /** Row height in px when virtualised (rows are fixed-height then). */
  rowHeight?: number;
  /** Any CSS length. */
  maxHeight?: string;
  className?: string;
}

const HEADER_HEIGHT = 40;

/**
 * A table on TanStack Table 9: click a header to sort, optional pages (Ark Pagination), skeleton rows while
 * loading, an empty message, clickable rows, columns that hide when the table is narrow (`meta.hideBelow`, a
 * container query: the table's own width counts, not the window's), and an optional virtualised body.
 */
export function DataTable<Row extends RowData>({
  caption,
  columns,
  data,
  getRowId,
  loading = false,
  emptyMessage = 'No results.',
  onRowClick,
  pageSize,
  initialSorting = [],
  sorting,
  virtualize = false,
  rowHeight = 44,
  maxHeight = '70vh',
  className,
}: DataTableProps<Row>) {
  const classes = dataTable();
  const paginated = pageSize !== undefined;
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    ...(getRowId && { getRowId }),
    manualPagination: !paginated,
    ...(sorting && {
      manualSorting: true,
      enableSortingRemoval: false,
      state: { sorting: sorting.state },
      onSortingChange: (update: SortingState | ((previous: SortingState) => SortingState)) =>
        sorting.onChange(typeof update === 'function' ? update(sorting.state) : update),
    }),
    initialState: { sorting: initialSorting, pagination: { pageIndex: 0, pageSize: pageSize ?? 10 } },
  });

  useEffect(() => {
    if (pageSize !== undefined) table.setPageSize(pageSize);
  }, [table, pageSize]);

  const rows = table.getRowModel().rows;
  const leafColumns = table.getAllLeafColumns().map((column) => ({
    id: column.id,
    hideBelow: column.columnDef.meta?.hideBelow,
  }));

  const body = loading ? (
    <tbody>
      <SkeletonRows columns={leafColumns} />
    </tbody>
  ) : rows.length === 0 ? (
    <tbody>
      <EmptyRow colSpan={leafColumns.length}>{emptyMessage}</EmptyRow>
    </tbody>
  ) : virtualize ? (
    <DataTableVirtualBody
      rows={rows}
      scrollElement={scrollElement}
      rowHeight={rowHeight}
      headerHeight={HEADER_HEIGHT}
      onRowClick={onRowClick}
    />
  ) : (
    <tbody>
      {rows.map((row) => (
        <DataTableRow key={row.id} row={row} onRowClick={onRowClick} />
      ))}
    </tbody>
  );

  return (
    <div className={cx(classes.root, className)}>
      <div
        ref={setScrollElement}
        className={classes.scroller}
        data-virtual={virtualize || undefined}
        style={virtualize ? { maxHeight } : undefined}
        // A scroll area must be reachable by keyboard when its rows are not (axe: scrollable-region-focusable).
        tabIndex={virtualize && !onRowClick ? 0 : undefined}
        role={virtualize ? 'region' : undefined}
        aria-label={virtualize ? caption : undefined}
      >
        <table
          className={classes.table}
          aria-busy={loading || undefined}
          aria-rowcount={virtualize && !loading ? rows.length + 1 : undefined}
        >
          <caption className={classes.caption}>{caption}</caption>
          <DataTableHead table={table} height={HEADER_HEIGHT} />
          {body}
        </table>
      </div>
      {paginated && !loading && rows.length > 0 && (
        <DataTablePagination
          pageIndex={table.state.pagination.pageIndex}
          pageSize={table.state.pagination.pageSize}
          rowCount={table.getPrePaginatedRowModel().rows.length}
          onPageIndexChange={table.setPageIndex}
        />
      )}
    </div>
  );
}
