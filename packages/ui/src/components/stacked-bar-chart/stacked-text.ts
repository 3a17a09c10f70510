import { formatCount, formatTooltipDate } from '../../lib/chart-format';
import type { SessionStatus } from '../session-status-badge';
import { STACK_ORDER, dayTotal, type StackedPoint } from './stacked-series';

const byStatus = (counts: Record<SessionStatus, number>, labels: Record<SessionStatus, string>) =>
  STACK_ORDER.map((status) => `${formatCount(counts[status])} ${labels[status]}`).join(', ');

/**
 * The chart's text alternative: what it shows, over which days, and the totals by status, e.g. "Sessions per day,
 * daily from Monday, October 23, 2026 to Saturday, November 21, 2026: 1,204 in total, 1,100 Verified, 60
 * Failed, 40 Expired, 4 Pending."
 */
export function stackedSummary(
  title: string,
  points: readonly StackedPoint[],
  labels: Record<SessionStatus, string>,
): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return `${title}: no data.`;
  const totals = { success: 0, failure: 0, timeout: 0, pending: 0 };
  for (const point of points) for (const status of STACK_ORDER) totals[status] += point[status];
  const range = `daily from ${formatTooltipDate(first.date)} to ${formatTooltipDate(last.date)}`;
  return `${title}, ${range}: ${formatCount(dayTotal({ date: '', ...totals }))} in total, ${byStatus(totals, labels)}.`;
}

/** What a screen reader says for one day: "Saturday, November 21, 2026: 41 in total, 38 Verified, ...". */
export function stackedDayText(point: StackedPoint | undefined, labels: Record<SessionStatus, string>) {
  if (!point) return undefined;
  return `${formatTooltipDate(point.date)}: ${formatCount(dayTotal(point))} in total, ${byStatus(point, labels)}`;
}
