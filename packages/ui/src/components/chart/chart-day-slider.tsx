import type { HTMLAttributes } from 'react';
import type { ChartModel } from './chart-model';
import { dayValueText } from './chart-text';

interface ChartDaySliderProps extends HTMLAttributes<HTMLDivElement> {
  model: ChartModel;
  title: string;
  active: number | null;
  averageDays: number | undefined;
  className: string;
}

/**
 * The plot's focus and pointer target, laid over the plot area: a slider over the days (WAI-ARIA APG), so a
 * screen reader hears each day's date and values as the arrow keys move the tooltip.
 */
export function ChartDaySlider({ model, title, active, averageDays, ...props }: ChartDaySliderProps) {
  const { points, margin, innerWidth, innerHeight } = model;
  const shown = active ?? points.length - 1;
  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={`${title} by day`}
      aria-orientation="horizontal"
      aria-valuemin={1}
      aria-valuemax={points.length}
      aria-valuenow={shown + 1}
      aria-valuetext={dayValueText(model, shown, averageDays)}
      style={{ left: margin.left, top: margin.top, width: innerWidth, height: innerHeight }}
      {...props}
    />
  );
}
