import type { ChartModel } from './chart-model';

interface ChartCursorProps {
  model: ChartModel;
  index: number;
  classes: Record<'cursor' | 'dot', string>;
}

/** The active day: a vertical rule and a dot on each series (inside the chart's svg). */
export function ChartCursor({ model, index, classes }: ChartCursorProps) {
  const { margin, innerHeight, xScale, yScale, points, times, average } = model;
  const x = xScale(times[index] as number);
  const count = points[index]?.count ?? 0;
  const mean = average[index];
  return (
    <g transform={`translate(${margin.left},${margin.top})`}>
      <line x1={x} x2={x} y1={0} y2={innerHeight} className={classes.cursor} />
      <circle cx={x} cy={yScale(count)} r={4} className={classes.dot} />
      {mean !== undefined && <circle cx={x} cy={yScale(mean)} r={3} className={classes.dot} />}
    </g>
  );
}
