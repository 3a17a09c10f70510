import { Group } from '@visx/group';
import { AreaClosed, LinePath } from '@visx/shape';
import { memo } from 'react';
import type { SeriesMode } from '../../lib/series';
import { ChartAxes } from './chart-axes';
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
 * the tooltip re-renders only the cursor.
 */
export const ChartPlot = memo(function ChartPlot({ model, mode, classes }: ChartPlotProps) {
  const { margin, xScale, yScale, points, times, averageLine } = model;
  const daily = points.map((point, i) => ({ time: times[i] as number, value: point.count }));
  const y = (point: { value: number }) => yScale(point.value);

  return (
    <Group left={margin.left} top={margin.top}>
      <ChartAxes model={model} classes={classes} />
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
    </Group>
  );
});
