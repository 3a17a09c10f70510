import { AxisBottom, AxisLeft, type TickRendererProps } from '@visx/axis';
import { formatAxisDate, formatCompactCount } from '../../lib/chart-format';
import type { ChartModel } from './chart-model';

interface ChartAxesProps {
  model: Pick<ChartModel, 'innerWidth' | 'innerHeight' | 'xScale' | 'yScale' | 'xTicks' | 'yTicks'>;
  classes: Record<'grid' | 'tick', string>;
}

/**
 * Gridlines and both axes of a daily chart, inside its plot group. Tick labels are plain <text> (not
 * @visx/text, which measures words).
 */
export function ChartAxes({ model, classes }: ChartAxesProps) {
  const { innerWidth, innerHeight, xScale, yScale, xTicks, yTicks } = model;
  const tick = ({ x, y, formattedValue, textAnchor, dx, dy }: TickRendererProps) => (
    <text x={x} y={y} dx={dx} dy={dy} textAnchor={textAnchor} className={classes.tick}>
      {formattedValue}
    </text>
  );
  const grid = yTicks.map((value) => `M0,${Math.round(yScale(value)) + 0.5}H${innerWidth}`).join('');
  return (
    <>
      <path d={grid} className={classes.grid} />
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
    </>
  );
}
