import type { HTMLAttributes } from 'react';
import type { ChartModel } from './chart-model';

interface ChartDaySliderProps extends HTMLAttributes<HTMLDivElement> {
  model: Pick<ChartModel, 'points' | 'margin' | 'innerWidth' | 'innerHeight'>;
  title: string;
  active: number | null;
  /** What a screen reader hears for a day: its date and values. */
  valueText: (index: number) => string | undefined;
  className: string;
}

/**
 * The plot's focus and pointer target, laid over the plot area: a slider over the days (WAI-ARIA APG), so a
 * screen reader hears each day's date and values as the arrow keys move the tooltip.
 */
export function ChartDaySlider({ model, title, active, valueText, ...props }: ChartDaySliderProps) {
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
      aria-valuetext={valueText(shown)}
      style={{ left: margin.left, top: margin.top, width: innerWidth, height: innerHeight }}
      {...props}
    />
  );
}
