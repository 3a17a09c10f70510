import { useState } from 'react';
import { formatCount, formatTooltipDate } from '../../lib/chart-format';

/** A column of the data table: its header and one value per day (undefined leaves the cell empty). */
export interface ChartTableColumn {
  header: string;
  values: readonly (number | undefined)[];
}

interface ChartDataTableProps {
  dates: readonly string[];
  columns: readonly ChartTableColumn[];
  title: string;
  classes: Record<'details' | 'tableScroll' | 'table', string>;
}

/**
 * The chart's values as a table, behind a "Data table" disclosure. Rows render only while it is open, so a
 * closed 730-day table costs nothing.
 */
export function ChartDataTable({ dates, columns, title, classes }: ChartDataTableProps) {
  const [open, setOpen] = useState(false);
  return (
    <details className={classes.details} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Data table</summary>
      {open && (
        // A keyboard user must be able to scroll the table (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className={classes.tableScroll} role="region" aria-label={`${title} data`} tabIndex={0}>
          <table className={classes.table}>
            <thead>
              <tr>
                <th scope="col">Date</th>
                {columns.map((column) => (
                  <th key={column.header} scope="col">
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {dates.map((date, i) => (
                <tr key={date}>
                  <th scope="row">{formatTooltipDate(date)}</th>
                  {columns.map(({ header, values }) => {
                    const value = values[i];
                    return <td key={header}>{value === undefined ? '' : formatCount(value)}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
