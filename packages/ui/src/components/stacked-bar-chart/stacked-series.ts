import type { SessionStatus } from '../session-status-badge';

/** One day of sessions by status, as the dashboard's summary sends it (spec apps.md §2.1 `series`). */
export type StackedPoint = { date: string } & Record<SessionStatus, number>;

/** Bottom to top: the outcomes first, pending on top (it turns into one of them). */
export const STACK_ORDER = [
  'success',
  'failure',
  'timeout',
  'pending',
] as const satisfies readonly SessionStatus[];

/** The default names of the statuses; an app passes its own ("Verified", "Failed", "Expired", "Pending"). */
export const DEFAULT_STATUS_LABELS: Record<SessionStatus, string> = {
  success: 'Success',
  failure: 'Failure',
  timeout: 'Timeout',
  pending: 'Pending',
};

/** A day's sessions, whatever their status. */
export const dayTotal = (point: StackedPoint) =>
  point.success + point.failure + point.timeout + point.pending;

interface BarGeometry {
  times: readonly number[];
  xScale: (time: number) => number;
  yScale: (value: number) => number;
  dayWidth: number;
}

/**
 * The bars of each status as ONE path per status: a 730-day chart is four elements, not 2,920. Each day's
 * segments stack in STACK_ORDER; an empty segment draws nothing.
 */
export function stackedPaths(
  points: readonly StackedPoint[],
  { times, xScale, yScale, dayWidth }: BarGeometry,
): Record<SessionStatus, string> {
  // Thin slots touch (gaps under 1px shimmer); wide ones leave a 20% gap.
  const width = dayWidth > 4 ? dayWidth * 0.8 : dayWidth;
  const round = (value: number) => Math.round(value * 100) / 100;
  const paths: Record<SessionStatus, string> = { success: '', failure: '', timeout: '', pending: '' };
  points.forEach((point, i) => {
    const x = round(xScale(times[i] as number) - width / 2);
    let base = 0;
    for (const status of STACK_ORDER) {
      const value = point[status];
      if (value <= 0) continue;
      const bottom = round(yScale(base));
      base += value;
      paths[status] += `M${x},${round(yScale(base))}h${round(width)}V${bottom}H${x}Z`;
    }
  });
  return paths;
}
