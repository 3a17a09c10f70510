import { useParentSize } from '@visx/responsive';
import { useId, useMemo, type ComponentProps } from 'react';
import { cx } from '../../../styled-system/css';
import { chart } from '../../../styled-system/recipes';
import { formatCount } from '../../lib/chart-format';
import { seriesHeadline, type SeriesMode, type SeriesPoint } from '../../lib/series';
import { ChartCursor } from './chart-cursor';
import { ChartDataTable } from './chart-data-table';
import { CHART_HEIGHT, type ChartSize } from './chart-layout';
import { buildChartModel } from './chart-model';
import { ChartPlot } from './chart-plot';
import { ChartDaySlider } from './chart-day-slider';
import { ChartHeader } from './chart-header';
import { averageLabel, chartSummary, dayValueText } from './chart-text';
import { ChartTooltip } from './chart-tooltip';
import { useActiveDay } from './use-active-day';

export interface TimeSeriesChartProps extends Omit<ComponentProps<'figure'>, 'title' | 'children' | 'color'> {
  /** One point per day, yyyy-mm-dd dates. */
  series: readonly SeriesPoint[];
  title: string;
  /** sum (default): daily bars, the headline sums them. cumulative: a line, the headline is the last value. */
  mode?: SeriesMode;
  /** Days of a trailing moving average drawn over the values (MOVING_AVERAGE_DAYS on the dashboard). */
  movingAverage?: number;
  /** A fixed width in px (tests, benchmarks); without it the chart fills its container and follows resizes. */
  width?: number;
  height?: number;
  size?: ChartSize;
  /** The series colour, any CSS colour (e.g. `token.var('colors.app.payments')`); the accent by default. */
  color?: string;
  /** A fixed top of the y scale, so several charts compare at a glance. */
  yMax?: number;
}

/**
 * A daily statistics chart (spec 000 §2 Watch Tower): title, headline number, the values, an optional moving
 * average, a tooltip on hover or keyboard focus, and a data table. Renders synchronously when `width` is given.
 */
export function TimeSeriesChart({
  series,
  title,
  mode = 'sum',
  movingAverage: averageDays,
  width: fixedWidth,
  height,
  size = 'md',
  color,
  yMax,
  className,
  style,
  ...props
}: TimeSeriesChartProps) {
  const titleId = useId();
  const classes = chart({ size });
  const parent = useParentSize({ debounceTime: 100, ignoreDimensions: ['height', 'top', 'left'] });
  const width = fixedWidth ?? parent.width;
  const plotHeight = height ?? CHART_HEIGHT[size];
  const model = useMemo(
    () => buildChartModel({ series, width, height: plotHeight, size, averageDays, yMax }),
    [series, width, plotHeight, size, averageDays, yMax],
  );
  const { active, handlers } = useActiveDay(model);
  const headline = formatCount(seriesHeadline(model.points, mode));
  const meanLabel = averageLabel(averageDays ?? 0);
  const hasData = model.points.length > 0;
  const hasAverage = model.average.some((value) => value !== undefined);
  // An empty chart shows only its message: an axis without days would invent a range.
  const drawn = width > 0 && hasData;

  return (
    <figure
      aria-labelledby={titleId}
      className={cx(classes.root, className)}
      style={{ ...style, ...(color ? { '--chart-color': color } : {}) }}
      {...props}
    >
      <ChartHeader
        titleId={titleId}
        title={title}
        headline={headline}
        mode={mode}
        lastDate={model.points.at(-1)?.date}
        averageLabel={averageDays && hasData ? meanLabel : undefined}
        classes={classes}
      />
      <div
        ref={fixedWidth === undefined ? parent.parentRef : undefined}
        className={classes.frame}
        style={{ height: plotHeight }}
        // Until its width is known the plot is blank; screenshots wait for this to go.
        data-measuring={(hasData && width === 0) || undefined}
      >
        {drawn && (
          <svg
            width={width}
            height={plotHeight}
            role="img"
            aria-label={chartSummary(title, model, headline, mode, averageDays)}
            className={classes.svg}
          >
            <ChartPlot model={model} mode={mode} classes={classes} />
            {active !== null && <ChartCursor model={model} index={active} classes={classes} />}
          </svg>
        )}
        {drawn && (
          <ChartDaySlider
            model={model}
            title={title}
            active={active}
            valueText={(index) => dayValueText(model, index, averageDays)}
            className={classes.focusTarget}
            {...handlers}
          />
        )}
        {drawn && active !== null && (
          <ChartTooltip
            model={model}
            index={active}
            values={[
              { label: title, value: model.points[active]?.count ?? 0 },
              ...(model.average[active] === undefined
                ? []
                : [{ label: meanLabel, value: model.average[active] }]),
            ]}
            classes={classes}
          />
        )}
        {!hasData && <p className={classes.empty}>No data to show.</p>}
      </div>
      {hasData && (
        <ChartDataTable
          dates={model.points.map((point) => point.date)}
          columns={[
            { header: title, values: model.points.map((point) => point.count) },
            ...(hasAverage ? [{ header: meanLabel, values: model.average }] : []),
          ]}
          title={title}
          classes={classes}
        />
      )}
    </figure>
  );
}
