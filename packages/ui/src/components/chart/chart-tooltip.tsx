import { formatCount, formatTooltipDate } from '../../lib/chart-format';
import type { ChartModel } from './chart-model';

/** One line of a tooltip: a series' name and its value that day; `series` marks a coloured swatch. */
export interface TooltipValue {
  label: string;
  value: number;
  series?: string;
}

interface ChartTooltipProps {
  model: Pick<ChartModel, 'margin' | 'innerWidth' | 'xScale' | 'points' | 'times'>;
  index: number;
  values: readonly TooltipValue[];
  classes: Record<'tooltip' | 'tooltipDate' | 'tooltipValues', string>;
}

const GAP = 12;

/** The active day's date and values, beside the cursor on whichever side has more room. */
export function ChartTooltip({ model, index, values, classes }: ChartTooltipProps) {
  const { margin, innerWidth, xScale, points, times } = model;
  const point = points[index];
  if (!point) return null;
  const x = xScale(times[index] as number);
  const onLeft = x > innerWidth / 2;
  return (
    <div
      role="tooltip"
      className={classes.tooltip}
      style={{
        top: margin.top,
        left: margin.left + x,
        transform: onLeft ? `translateX(calc(-100% - ${GAP}px))` : `translateX(${GAP}px)`,
      }}
    >
      <div className={classes.tooltipDate}>{formatTooltipDate(point.date)}</div>
      <dl className={classes.tooltipValues}>
        {values.map(({ label, value, series }) => (
          <div key={label} data-series={series} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
