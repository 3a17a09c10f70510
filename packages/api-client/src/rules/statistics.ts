import type { AppId } from '../apps';
import type { AppSeries, StatisticsSeries } from '../watch-tower/schemas';

/** Charts cover two years of days ending today (UTC). */
export const STATISTICS_DAYS = 730;

/** The charts' days, `yyyy-mm-dd`, oldest first, ending on `now`'s UTC day. */
export function statisticsDays(now: Date): string[] {
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: STATISTICS_DAYS }, (_, index) =>
    new Date(end - (STATISTICS_DAYS - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** Daily rows to zero-filled series per app (apps with rows only) plus their sum; rows outside the days are left out. */
export function activitySeries(
  days: readonly string[],
  rows: Iterable<{ app: AppId; day: string; count: number }>,
) {
  const index = new Map(days.map((day, position) => [day, position]));
  const global = days.map(() => 0);
  const apps = new Map<AppId, number[]>();
  for (const row of rows) {
    const position = index.get(row.day);
    if (position === undefined) continue;
    const counts = apps.get(row.app) ?? days.map(() => 0);
    counts[position] = (counts[position] ?? 0) + row.count;
    global[position] = (global[position] ?? 0) + row.count;
    apps.set(row.app, counts);
  }
  const toSeries = (counts: number[]): StatisticsSeries =>
    days.map((date, i) => ({ date, count: counts[i] ?? 0 }));
  return {
    global: toSeries(global),
    apps: Object.fromEntries([...apps].map(([app, counts]) => [app, toSeries(counts)])) as AppSeries,
  };
}

/** Paid accounts on each day, cumulative: each account counts from the day it first paid for an app. */
export function paidAccountsSeries(
  days: readonly string[],
  firstPaidDays: readonly string[],
): StatisticsSeries {
  const since = [...firstPaidDays].sort();
  let cursor = 0;
  return days.map((date) => {
    while (cursor < since.length && (since[cursor] ?? '') <= date) cursor += 1;
    return { date, count: cursor };
  });
}
