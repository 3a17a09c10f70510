import { AxisBottom, AxisLeft, type TickRendererProps } from '@visx/axis';
import { Group } from '@visx/group';
import { AreaClosed, LinePath } from '@visx/shape';
import { memo } from 'react';
import { formatAxisDate, formatCompactCount } from '../../lib/chart-format';
import type { SeriesMode } from '../../lib/series';
import { barsPath, type ChartModel } from './chart-model';

type Classes = Record<'grid' | 'tick' | 'bars' | 'area' | 'line' | 'average', string>;

interface ChartPlotProps {
  model: ChartModel;
  mode: SeriesMode;
  classes: Classes;
}

const time = (point: { time: number }) => point.time;

/**
 * The static part of a chart: gridlines, axes, the daily values and the moving average. Memoised, so moving
 * the tooltip re-renders only the cursor. Tick labels are plain <text> (not @visx/text, which measures words).
 */
export const ChartPlot = memo(function ChartPlot({ model, mode, classes }: ChartPlotProps) {
  const { margin, innerWidth, innerHeight, xScale, yScale, xTicks, yTicks, points, times, averageLine } =
    model;
  const tick = ({ x, y, formattedValue, textAnchor, dx, dy }: TickRendererProps) => (
    <text x={x} y={y} dx={dx} dy={dy} textAnchor={textAnchor} className={classes.tick}>
      {formattedValue}
    </text>
  );
  const grid = yTicks.map((value) => `M0,${Math.round(yScale(value)) + 0.5}H${innerWidth}`).join('');
  const daily = points.map((point, i) => ({ time: times[i] as number, value: point.count }));
  const y = (point: { value: number }) => yScale(point.value);

  return (
    <Group left={margin.left} top={margin.top}>
      <path d={grid} className={classes.grid} />
      {mode === 'cumulative' ? (
        <>
          <AreaClosed
            data={daily}
            x={(point) => xScale(time(point))}
            y={y}
            yScale={yScale}
            className={classes.area}
          />
          <LinePath data={daily} x={(point) => xScale(time(point))} y={y} className={classes.line} />
        </>
      ) : (
        <path d={barsPath(model)} className={classes.bars} data-muted={averageLine.length > 0 || undefined} />
      )}
      {averageLine.length > 0 && (
        <LinePath data={averageLine} x={(point) => xScale(time(point))} y={y} className={classes.average} />
      )}
      <AxisLeft
        scale={yScale}
        tickValues={yTicks}
        tickFormat={(value) => formatCompactCount(Number(value))}
        hideAxisLine
        hideTicks
        tickComponent={tick}
        tickLabelProps={{ textAnchor: 'end', dx: -6, dy: '0.32em' }}
      />
      <AxisBottom
        top={innerHeight}
        scale={xScale}
        tickValues={xTicks.values}
        tickFormat={(value) => formatAxisDate(value instanceof Date ? value : new Date(Number(value)))}
        hideAxisLine
        hideTicks
        tickComponent={tick}
        tickLabelProps={(_, index, values) => ({
          dy: '1.1em',
          textAnchor: !xTicks.edges
            ? 'middle'
            : index === 0
              ? 'start'
              : index === values.length - 1
                ? 'end'
                : 'middle',
        })}
      />
    </Group>
  );
});
