import { scaleLinear, scaleUtc } from '@visx/scale';
import { parseCalendarDate, sortedByDate, trailingMeans, type SeriesPoint } from '../../lib/series';
import { CHART_MARGIN, X_TICK_SPACING, Y_TICK_SPACING, type ChartSize } from './chart-layout';

export const DAY_MS = 86_400_000;

export interface ChartModelInput {
  series: readonly SeriesPoint[];
  width: number;
  height: number;
  size: ChartSize;
  /** Days of the moving average; 0 or undefined draws none. */
  averageDays?: number;
  /** A fixed top of the y scale (small multiples share one); else the data's maximum. */
  yMax?: number;
}

/** Everything a chart draws, computed once per series and size (not per hover). */
export function buildChartModel({ series, width, height, size, averageDays, yMax }: ChartModelInput) {
  const margin = CHART_MARGIN[size];
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);
  const points = sortedByDate(series);
  const times = points.map((point) => parseCalendarDate(point.date));

  const average: (number | undefined)[] = averageDays
    ? trailingMeans(points, times, averageDays)
    : new Array<undefined>(points.length).fill(undefined);
  const averageLine = points.flatMap((_, i) => {
    const value = average[i];
    return value === undefined ? [] : [{ time: times[i] as number, value }];
  });

  // Half a day of room either side, so each day owns a slot centred on its date (bars fit, lines end mid-slot).
  const first = times[0] ?? 0;
  const last = times.at(-1) ?? first;
  const xScale = scaleUtc<number>({
    domain: [first - DAY_MS / 2, last + DAY_MS / 2],
    range: [0, innerWidth],
  });
  const dataMax = points.reduce((max, point) => Math.max(max, point.count), 0);
  const yScale = scaleLinear<number>({
    domain: [0, averageLine.reduce((max, point) => Math.max(max, point.value), Math.max(yMax ?? dataMax, 1))],
    range: [innerHeight, 0],
    nice: true,
  });

  const xTicks = xAxisTicks(xScale, times, Math.max(2, Math.floor(innerWidth / X_TICK_SPACING)));
  // Counts are whole numbers: no 0.5 gridlines on a chart whose maximum is 3.
  const yTicks = yScale.ticks(Math.max(2, Math.floor(innerHeight / Y_TICK_SPACING))).filter(Number.isInteger);

  return {
    margin,
    width,
    height,
    innerWidth,
    innerHeight,
    points,
    times,
    average,
    averageLine,
    xScale,
    yScale,
    xTicks,
    yTicks,
  };
}

export type ChartModel = ReturnType<typeof buildChartModel>;

/**
 * The x axis's dates: calendar-nice ones (month starts, Mondays...) when at least three fit; otherwise, as in a
 * small multiple of two years whose only nice ticks would be two "Jan 1"s, the first and last days and evenly
 * spaced days between (`edges` tells the axis to align the end labels inwards).
 */
export function xAxisTicks(
  xScale: ReturnType<typeof scaleUtc<number>>,
  times: readonly number[],
  count: number,
) {
  const nice = xScale.ticks(count).filter((tick) => tick.getTime() % DAY_MS === 0);
  if (nice.length >= 3 || times.length < 2) return { values: nice, edges: false };
  const last = times.length - 1;
  const values = Array.from(
    { length: count },
    (_, i) => new Date(times[Math.round((i * last) / (count - 1))] as number),
  );
  return { values, edges: true };
}

/** The index of the day nearest to `time` in ascending `times`, or -1 when there are none. */
export function nearestIndex(times: readonly number[], time: number): number {
  let low = 0;
  let high = times.length - 1;
  if (high < 0) return -1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((times[middle] as number) < time) low = middle + 1;
    else high = middle;
  }
  const before = times[low - 1];
  return before !== undefined && time - before <= (times[low] as number) - time ? low - 1 : low;
}

/** The daily counts as bars in ONE path (a 730-day chart is one element, not 730). */
export function barsPath({ points, times, xScale, yScale, innerHeight }: ChartModel): string {
  const slot = xScale(DAY_MS) - xScale(0);
  // Thin slots touch (gaps under 1px shimmer); wide ones leave a 20% gap.
  const width = slot > 4 ? slot * 0.8 : slot;
  const round = (value: number) => Math.round(value * 100) / 100;
  let path = '';
  points.forEach((point, i) => {
    if (point.count <= 0) return;
    const x = round(xScale(times[i] as number) - width / 2);
    path += `M${x},${round(yScale(point.count))}h${round(width)}V${innerHeight}H${x}Z`;
  });
  return path;
}
