import { daysFrom, isoDay } from './demo-account';
import type { ActivityPlan } from './types';

/**
 * The tasks a plan completes on day `day` (0 = the window's first day) of a window of `days` days: growing over
 * time, quieter at weekends, with deterministic noise from integer arithmetic, so every run gives the same counts.
 */
export function activityCount(plan: ActivityPlan, day: number, days: number, weekend: boolean): number {
  const noise = ((day * 1103515245 + plan.salt * 12345 + 7) % 1000) / 1000;
  const growth = 0.3 + (0.7 * day) / days;
  return Math.round(plan.scale * growth * (weekend ? 0.45 : 1) * (0.8 + 0.4 * noise));
}

/** The window's days (`yyyy-mm-dd`, oldest first) and which of them fall on a weekend (UTC). */
export function activityWindow(end: Date, days: number): { dates: string[]; weekend: boolean[] } {
  const first = daysFrom(end, -(days - 1));
  const dates = Array.from({ length: days }, (_, index) => isoDay(daysFrom(first, index)));
  const weekend = dates.map((date) => {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    return weekday === 0 || weekday === 6;
  });
  return { dates, weekend };
}

/**
 * A plan's counts over a window of `days` days (activityWindow): `counts[i]` is the count of day `from + i`, from the
 * plan's startDay to its endDay.
 */
export function planCounts(
  plan: ActivityPlan,
  days: number,
  weekend: readonly boolean[],
): { from: number; counts: number[] } {
  const from = Math.max(0, plan.startDay);
  const counts: number[] = [];
  for (let day = from; day <= Math.min(plan.endDay, days - 1); day += 1)
    counts.push(activityCount(plan, day, days, weekend[day] ?? false));
  return { from, counts };
}
