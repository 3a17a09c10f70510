/**
 * Pure helpers for daily statistics series (spec 000 §3 "Statistics point", §9 Watch Tower).
 *
 * Dates are calendar dates: "yyyy-mm-dd" is read as midnight UTC and every formatter works in UTC, so a day never
 * shifts with the machine's time zone.
 */

/** One day of a statistics series, as the API sends it. */
export interface SeriesPoint {
  /** A calendar date, yyyy-mm-dd. */
  date: string;
  count: number;
}

/** A point of a derived series (the moving average). */
export interface AveragePoint {
  date: string;
  value: number;
}

/** The moving-average window of the Tasks Completed chart, in days (spec 000 §9). */
export const MOVING_AVERAGE_DAYS = 14;

const DAY_MS = 86_400_000;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Milliseconds since the epoch of the date's midnight UTC. Throws on anything but yyyy-mm-dd. */
export function parseCalendarDate(date: string): number {
  if (!CALENDAR_DATE.test(date)) throw new RangeError(`Not a yyyy-mm-dd date: "${date}"`);
  // Slices, not a capture array: charts parse every day of every series.
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

/** The points in date order (the API sends them sorted; this only copies when they are not). */
export function sortedByDate<P extends { date: string }>(points: readonly P[]): readonly P[] {
  const sorted = points.every((point, i) => i === 0 || (points[i - 1] as P).date <= point.date);
  return sorted ? points : [...points].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * The trailing `window`-day mean of the counts, one point per input day.
 *
 * Edges: the average starts on the first day that has a full window behind it (day 14 of a 14-day window), so
 * the line never shows a mean of two or three noisy days; a series shorter than the window has no average.
 * The window counts calendar days: a day missing from the series counts as zero.
 */
export function movingAverage(
  points: readonly SeriesPoint[],
  window: number = MOVING_AVERAGE_DAYS,
): AveragePoint[] {
  const days = sortedByDate(points);
  const means = trailingMeans(
    days,
    days.map((point) => parseCalendarDate(point.date)),
    window,
  );
  return days.flatMap((point, i) => {
    const value = means[i];
    return value === undefined ? [] : [{ date: point.date, value }];
  });
}

/**
 * movingAverage's arithmetic, aligned with its input: `times` are the sorted points' parsed dates, and a day
 * without a full window behind it gets undefined. Charts call this with the times they already parsed.
 */
export function trailingMeans(
  points: readonly SeriesPoint[],
  times: readonly number[],
  window: number,
): (number | undefined)[] {
  if (!Number.isInteger(window) || window < 1)
    throw new RangeError(`Window must be a positive integer: ${window}`);
  const firstDay = (times[0] ?? 0) / DAY_MS;
  let sum = 0;
  let tail = 0;
  return points.map((point, head) => {
    const day = (times[head] as number) / DAY_MS;
    sum += point.count;
    for (; (times[tail] as number) / DAY_MS <= day - window; tail += 1)
      sum -= (points[tail] as SeriesPoint).count;
    return day - firstDay >= window - 1 ? sum / window : undefined;
  });
}

/** The headline of a cumulative chart (Paid Accounts): the last day's value, 0 for an empty series. */
export function cumulativeHeadline(points: readonly SeriesPoint[]): number {
  return sortedByDate(points).at(-1)?.count ?? 0;
}

/** The headline of every other chart (Tasks Completed): the sum of the counts, 0 for an empty series. */
export function sumHeadline(points: readonly SeriesPoint[]): number {
  return points.reduce((total, point) => total + point.count, 0);
}

export type SeriesMode = 'sum' | 'cumulative';

/** The number shown above a chart in `mode` (spec 000 §9: cumulative uses the last value, others sum). */
export function seriesHeadline(points: readonly SeriesPoint[], mode: SeriesMode): number {
  return mode === 'cumulative' ? cumulativeHeadline(points) : sumHeadline(points);
}
