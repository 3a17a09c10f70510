import type { RowData, Row as TableRow } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { DataTableRow } from './data-table-rows';
import type { DataTableFeatures } from './features';

export interface DataTableVirtualBodyProps<Row extends RowData> {
  rows: TableRow<DataTableFeatures, Row>[];
  /** The scrolling element, once mounted (state, not a ref: the virtualizer must re-read it after mount). */
  scrollElement: HTMLDivElement | null;
  rowHeight: number;
  headerHeight: number;
  onRowClick?: ((row: Row) => void) | undefined;
}

/**
 * Only the rows in view (and a few either side) are in the DOM, between two spacer rows that keep the scroll
 * height exact; rows have a fixed height. 10,000 rows cost what 30 do.
 */
export function DataTableVirtualBody<Row extends RowData>({
  rows,
  scrollElement,
  rowHeight,
  headerHeight,
  onRowClick,
}: DataTableVirtualBodyProps<Row>) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => rowHeight,
    initialRect: { width: 0, height: rowHeight * 20 },
    overscan: 8,
    paddingStart: headerHeight,
    scrollPaddingStart: headerHeight,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const padTop = (items[0]?.start ?? headerHeight) - headerHeight;
  const padBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? headerHeight);

  return (
    <tbody>
      {padTop > 0 && <tr aria-hidden style={{ height: padTop }} />}
      {items.map(({ index }) => {
        const row = rows[index];
        return (
          row && (
            <DataTableRow
              key={row.id}
              row={row}
              onRowClick={onRowClick}
              height={rowHeight}
              index={index + 2}
            />
          )
        );
      })}
      {padBottom > 0 && <tr aria-hidden style={{ height: padBottom }} />}
    </tbody>
  );
}
