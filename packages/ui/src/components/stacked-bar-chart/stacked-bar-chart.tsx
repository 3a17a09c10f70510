import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { memo, useId, useMemo, type ComponentProps } from 'react';
import { cx } from '../../../styled-system/css';
import { chart, stackedBarChart } from '../../../styled-system/recipes';
import { formatCount } from '../../lib/chart-format';
import { sortedByDate } from '../../lib/series';
import { ChartAxes } from '../chart/chart-axes';
import { ChartCursor } from '../chart/chart-cursor';
import { ChartDataTable } from '../chart/chart-data-table';
import { ChartDaySlider } from '../chart/chart-day-slider';
import { ChartHeader } from '../chart/chart-header';
import { CHART_HEIGHT } from '../chart/chart-layout';
import { DAY_MS, buildChartModel, type ChartModel } from '../chart/chart-model';
import { ChartTooltip } from '../chart/chart-tooltip';
import { useActiveDay } from '../chart/use-active-day';
import type { SessionStatus } from '../session-status-badge';
import { Skeleton } from '../skeleton';
import {
  DEFAULT_STATUS_LABELS,
  STACK_ORDER,
  dayTotal,
  stackedPaths,
  type StackedPoint,
} from './stacked-series';
import { stackedDayText, stackedSummary } from './stacked-text';

export interface StackedBarChartProps extends Omit<ComponentProps<'figure'>, 'title' | 'children'> {
  /** One point per day (yyyy-mm-dd) with its sessions by status. */
  series: readonly StackedPoint[];
  /** "Sessions per day". */
  title: string;
  /** The app's names for the statuses ("Verified", "Failed", "Expired"); the rest keep their defaults. */
  labels?: Partial<Record<SessionStatus, string>>;
  /** A fixed width in px (tests, benchmarks); without it the chart fills its container and follows resizes. */
  width?: number;
  height?: number;
  /** A placeholder while the series loads. */
  loading?: boolean;
}

const StackedBars = memo(function StackedBars({
  model,
  points,
  className,
}: {
  model: ChartModel;
  points: readonly StackedPoint[];
  className: string;
}) {
  const paths = stackedPaths(points, { ...model, dayWidth: model.xScale(DAY_MS) - model.xScale(0) });
  return STACK_ORDER.map((status) => (
    <path key={status} d={paths[status]} className={className} data-status={status} />
  ));
});

/**
 * Sessions per day stacked by status (spec apps.md §2.1): success, failure, timeout and pending bars in green,
 * red, amber and grey, Watch Tower's date formats (spec 000 §9), a tooltip on hover or keyboard focus (the plot
 * is a slider over the days), a text summary and a data table. Each status is one path, so two years of days
 * cost four elements.
 */
export function StackedBarChart({
  series,
  title,
  labels: labelOverrides,
  width: fixedWidth,
  height = CHART_HEIGHT.md,
  loading = false,
  className,
  ...props
}: StackedBarChartProps) {
  const titleId = useId();
  const classes = chart({ size: 'md' });
  const stacked = stackedBarChart();
  const labels = { ...DEFAULT_STATUS_LABELS, ...labelOverrides };
  const parent = useParentSize({ debounceTime: 100, ignoreDimensions: ['height', 'top', 'left'] });
  const width = fixedWidth ?? parent.width;
  const points = useMemo(() => sortedByDate(series), [series]);
  const model = useMemo(
    () =>
      buildChartModel({
        series: points.map((point) => ({ date: point.date, count: dayTotal(point) })),
        width,
        height,
        size: 'md',
      }),
    [points, width, height],
  );
  const { active, handlers } = useActiveDay(model);
  const hasData = !loading && points.length > 0;
  const drawn = width > 0 && hasData;
  const total = points.reduce((sum, point) => sum + dayTotal(point), 0);
  const activePoint = active === null ? undefined : points[active];

  return (
    <figure
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      className={cx(classes.root, stacked.root, className)}
      {...props}
    >
      <ChartHeader
        titleId={titleId}
        title={title}
        headline={loading ? '' : formatCount(total)}
        mode="sum"
        lastDate={undefined}
        averageLabel={undefined}
        classes={classes}
      />
      <ul className={stacked.legend} aria-hidden>
        {STACK_ORDER.map((status) => (
          <li key={status} className={stacked.legendItem} data-status={status}>
            {labels[status]}
          </li>
        ))}
      </ul>
      <div
        ref={fixedWidth === undefined ? parent.parentRef : undefined}
        className={classes.frame}
        style={{ height }}
        data-measuring={(hasData && width === 0) || undefined}
      >
        {loading && <Skeleton width="100%" height={height} />}
        {drawn && (
          <svg
            width={width}
            height={height}
            role="img"
            aria-label={stackedSummary(title, points, labels)}
            className={classes.svg}
          >
            <Group left={model.margin.left} top={model.margin.top}>
              <ChartAxes model={model} classes={classes} />
              <StackedBars model={model} points={points} className={stacked.series} />
            </Group>
            {active !== null && <ChartCursor model={model} index={active} classes={classes} />}
          </svg>
        )}
        {drawn && (
          <ChartDaySlider
            model={model}
            title={title}
            active={active}
            valueText={(index) => stackedDayText(points[index], labels)}
            className={classes.focusTarget}
            {...handlers}
          />
        )}
        {drawn && active !== null && activePoint && (
          <ChartTooltip
            model={model}
            index={active}
            values={[
              ...STACK_ORDER.map((status) => ({
                label: labels[status],
                value: activePoint[status],
                series: status,
              })),
              { label: 'Total', value: dayTotal(activePoint) },
            ]}
            classes={classes}
          />
        )}
        {!loading && !hasData && <p className={classes.empty}>No data to show.</p>}
      </div>
      {hasData && (
        <ChartDataTable
          dates={points.map((point) => point.date)}
          columns={[
            ...STACK_ORDER.map((status) => ({
              header: labels[status],
              values: points.map((point) => point[status]),
            })),
            { header: 'Total', values: points.map(dayTotal) },
          ]}
          title={title}
          classes={classes}
        />
      )}
    </figure>
  );
}
