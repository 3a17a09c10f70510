import { useState } from 'react';
import { formatCount, formatTooltipDate } from '../../lib/chart-format';
import type { ChartModel } from './chart-model';

interface ChartDataTableProps {
  model: Pick<ChartModel, 'points' | 'average'>;
  title: string;
  averageLabel: string;
  classes: Record<'details' | 'tableScroll' | 'table', string>;
}

/**
 * The chart's values as a table, behind a "Data table" disclosure. Rows render only while it is open, so a
 * closed 730-day table costs nothing.
 */
export function ChartDataTable({ model, title, averageLabel, classes }: ChartDataTableProps) {
  const [open, setOpen] = useState(false);
  const { points, average } = model;
  const hasAverage = average.some((value) => value !== undefined);
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
                <th scope="col">{title}</th>
                {hasAverage && <th scope="col">{averageLabel}</th>}
              </tr>
            </thead>
            <tbody>
              {points.map((point, i) => (
                <tr key={point.date}>
                  <th scope="row">{formatTooltipDate(point.date)}</th>
                  <td>{formatCount(point.count)}</td>
                  {hasAverage && <td>{average[i] === undefined ? '' : formatCount(average[i])}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
