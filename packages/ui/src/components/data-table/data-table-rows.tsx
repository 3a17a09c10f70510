import type { RowData, Row as TableRow } from '@tanstack/react-table';
import { FlexRender } from '@tanstack/react-table';
import { memo, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { dataTable } from '../../../styled-system/recipes';
import { Skeleton } from '../skeleton';
import { SKELETON_ROWS, type DataTableFeatures } from './features';

export interface DataTableRowProps<Row extends RowData> {
  row: TableRow<DataTableFeatures, Row>;
  onRowClick?: ((row: Row) => void) | undefined;
  height?: number | undefined;
  index?: number | undefined;
}

const CONTROLS = 'a[href], button, input, select, textarea, [role="button"]';

function DataTableRowView<Row extends RowData>({ row, onRowClick, height, index }: DataTableRowProps<Row>) {
  const classes = dataTable();
  const activate = onRowClick && (() => onRowClick(row.original));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
    event.preventDefault();
    activate?.();
  };
  // A control inside the row (a copy button, a link) does its own thing, not the row's.
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
    if (control && control !== event.currentTarget && event.currentTarget.contains(control)) return;
    activate?.();
  };
  return (
    // A clickable row is a tab stop that Enter activates, like the link it stands for.
    <tr
      className={classes.row}
      data-clickable={activate ? '' : undefined}
      tabIndex={activate ? 0 : undefined}
      onClick={activate && onClick}
      onKeyDown={activate && onKeyDown}
      aria-rowindex={index}
      style={{ height }}
    >
      {row.getAllCells().map((cell) => {
        const meta = cell.column.columnDef.meta;
        return (
          <td
            key={cell.id}
            className={classes.cell}
            data-hide-below={meta?.hideBelow}
            data-align={meta?.align}
          >
            <FlexRender cell={cell} />
          </td>
        );
      })}
    </tr>
  );
}

/** One data row; memoised, so sorting or paging re-renders only the rows that change. */
export const DataTableRow = memo(DataTableRowView) as typeof DataTableRowView;

/** SKELETON_ROWS placeholder rows, one bar per column, in the table's own column layout. */
export function SkeletonRows({ columns }: { columns: { id: string; hideBelow?: string | undefined }[] }) {
  const classes = dataTable();
  return Array.from({ length: SKELETON_ROWS }, (_, row) => (
    <tr key={row} className={classes.row} data-skeleton-row="" aria-hidden>
      {columns.map((column, index) => (
        <td key={column.id} className={classes.cell} data-hide-below={column.hideBelow}>
          {/* Widths vary by row and column so the placeholder reads as text, not as a grid of bars. */}
          <Skeleton className={classes.skeleton} width={`${45 + ((row * 3 + index * 5) % 6) * 9}%`} />
        </td>
      ))}
    </tr>
  ));
}

/** The single row that says there is nothing to show. */
export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  const classes = dataTable();
  return (
    <tr>
      <td colSpan={colSpan} className={classes.empty}>
        {children}
      </td>
    </tr>
  );
}
