import type { ReactTable, RowData } from '@tanstack/react-table';
import { FlexRender } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { dataTable } from '../../../styled-system/recipes';
import type { DataTableFeatures } from './features';

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/**
 * The header row. A sortable column's title is a button that cycles ascending → descending → unsorted; the
 * sorted column's header carries aria-sort.
 */
export function DataTableHead<Row extends RowData>({
  table,
  height,
}: {
  table: ReactTable<DataTableFeatures, Row>;
  height?: number;
}) {
  const classes = dataTable();
  return (
    <thead className={classes.head}>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id} style={{ height }}>
          {group.headers.map((header) => {
            const { column } = header;
            const meta = column.columnDef.meta;
            const sorted = column.getIsSorted();
            const SortIcon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
            const title = header.isPlaceholder ? null : <FlexRender header={header} />;
            return (
              <th
                key={header.id}
                scope="col"
                colSpan={header.colSpan}
                className={classes.columnHeader}
                aria-sort={sorted ? ariaSort[sorted] : undefined}
                data-hide-below={meta?.hideBelow}
                data-align={meta?.align}
                style={{ width: meta?.width }}
              >
                {column.getCanSort() ? (
                  <button
                    type="button"
                    className={classes.sortButton}
                    onClick={column.getToggleSortingHandler()}
                    data-sorted={sorted || undefined}
                  >
                    {title}
                    <SortIcon className={classes.sortIcon} aria-hidden />
                  </button>
                ) : (
                  title
                )}
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}
