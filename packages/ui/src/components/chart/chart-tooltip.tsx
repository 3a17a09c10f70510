import { formatCount, formatTooltipDate } from '../../lib/chart-format';
import type { ChartModel } from './chart-model';

interface ChartTooltipProps {
  model: ChartModel;
  index: number;
  title: string;
  averageLabel: string;
  classes: Record<'tooltip' | 'tooltipDate' | 'tooltipValues', string>;
}

const GAP = 12;

/** The active day's date and values, beside the cursor on whichever side has more room. */
export function ChartTooltip({ model, index, title, averageLabel, classes }: ChartTooltipProps) {
  const { margin, innerWidth, xScale, points, times, average } = model;
  const point = points[index];
  if (!point) return null;
  const x = xScale(times[index] as number);
  const onLeft = x > innerWidth / 2;
  const mean = average[index];
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
        <dt>{title}</dt>
        <dd>{formatCount(point.count)}</dd>
        {mean !== undefined && (
          <>
            <dt>{averageLabel}</dt>
            <dd>{formatCount(mean)}</dd>
          </>
        )}
      </dl>
    </div>
  );
}
