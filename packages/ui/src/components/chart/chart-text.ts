import { formatAxisDate, formatCount, formatTooltipDate } from '../../lib/chart-format';
import type { SeriesMode } from '../../lib/series';
import type { ChartModel } from './chart-model';

/** "14-day average": the label of the moving average in the legend, the tooltip and the data table. */
export const averageLabel = (days: number) => `${days}-day average`;

/** Under the headline: "total" for a sum, "as of Nov 21" for a cumulative chart's last value. */
export function headlineCaption(mode: SeriesMode, lastDate: string | undefined): string {
  if (mode === 'sum') return 'total';
  return lastDate ? `as of ${formatAxisDate(lastDate)}` : 'latest';
}

/** The svg's text alternative: what the chart shows, over which days, and its headline. */
export function chartSummary(
  title: string,
  { points }: Pick<ChartModel, 'points'>,
  headline: string,
  mode: SeriesMode,
  averageDays: number | undefined,
): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return `${title}: no data.`;
  const range = `daily from ${formatTooltipDate(first.date)} to ${formatTooltipDate(last.date)}`;
  const value = mode === 'cumulative' ? `${headline} as of the last day` : `${headline} in total`;
  const average = averageDays ? `, with a ${averageLabel(averageDays)} line` : '';
  return `${title}, ${range}${average}: ${value}.`;
}

/** What a screen reader says for the active day: "Saturday, November 21, 2026: 1,234, 14-day average 1,180.5". */
export function dayValueText(
  { points, average }: Pick<ChartModel, 'points' | 'average'>,
  index: number,
  days?: number,
) {
  const point = points[index];
  if (!point) return undefined;
  const mean = average[index];
  const averageText = days && mean !== undefined ? `, ${averageLabel(days)} ${formatCount(mean)}` : '';
  return `${formatTooltipDate(point.date)}: ${formatCount(point.count)}${averageText}`;
}
