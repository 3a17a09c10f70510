import type { AppId } from '../apps';
import type {
  AppSession,
  SessionDay,
  SessionRange,
  SessionTotals,
  StatisticsSummary,
} from '../app-sessions/schemas';

/**
 * The dashboard's numbers (apps.md §2.1) from sessions: a row per day of the range (by the session's creation day in
 * UTC, by its status now), the totals of the range and of the same number of days before it, and the success rate
 * success ÷ (success+failure+timeout) in percent with one decimal (null when nothing ended). The server sums its
 * daily aggregates the same way; the mocks call statisticsSummary over the store's sessions.
 */

const DAY_MS = 86_400_000;

/** Percent with one decimal, or null when no session ended. */
export function successRate(success: number, failure: number, timeout: number): number | null {
  const ended = success + failure + timeout;
  return ended === 0 ? null : Math.round((success / ended) * 1000) / 10;
}

/** The totals of some day rows. */
export function sessionTotals(days: readonly Omit<SessionDay, 'date'>[]): SessionTotals {
  const sum = (key: 'success' | 'failure' | 'timeout' | 'pending') =>
    days.reduce((total, day) => total + day[key], 0);
  const [success, failure, timeout, pending] = [
    sum('success'),
    sum('failure'),
    sum('timeout'),
    sum('pending'),
  ];
  return {
    sessions: success + failure + timeout + pending,
    success,
    failure,
    timeout,
    pending,
    successRate: successRate(success, failure, timeout),
  };
}

/** The `days` UTC dates ending with `now`'s, oldest first (yyyy-MM-dd). */
export function rangeDates(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) =>
    new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** One row per date of `dates`, counting the sessions created that day by status. */
export function sessionDays(
  sessions: readonly Pick<AppSession, 'createdAt' | 'status'>[],
  dates: readonly string[],
): SessionDay[] {
  const rows = new Map(dates.map((date) => [date, { date, success: 0, failure: 0, timeout: 0, pending: 0 }]));
  for (const session of sessions) {
    const row = rows.get(new Date(session.createdAt).toISOString().slice(0, 10));
    if (row) row[session.status] += 1;
  }
  return [...rows.values()];
}

/** The apps that take money: their summary adds `amounts`, the dashboard's "Collected" per currency (apps.md §2.1). */
export function collectsMoney(app: AppId): boolean {
  return app === 'payments' || app === 'gateway-payments';
}

/** GET /{app}/statistics/summary over sessions: this range, the one before, and payments' amounts collected. */
export function statisticsSummary(
  sessions: readonly Pick<AppSession, 'createdAt' | 'status' | 'details'>[],
  now: Date,
  range: SessionRange,
  withAmounts = false,
): StatisticsSummary {
  const dates = rangeDates(now, range);
  const before = rangeDates(new Date(now.getTime() - range * DAY_MS), range);
  const series = sessionDays(sessions, dates);
  const summary: StatisticsSummary = {
    totals: sessionTotals(series),
    previous: sessionTotals(sessionDays(sessions, before)),
    series,
  };
  if (!withAmounts) return summary;
  const first = dates[0] ?? '';
  const totals = new Map<string, number>();
  for (const session of sessions) {
    if (session.status !== 'success' || session.createdAt.slice(0, 10) < first) continue;
    const { amount, currency } = session.details;
    if (typeof amount !== 'number' || typeof currency !== 'string') continue;
    totals.set(currency, (totals.get(currency) ?? 0) + amount);
  }
  return { ...summary, amounts: [...totals].map(([currency, total]) => ({ currency, total })) };
}

export interface KpiChange {
  direction: 'up' | 'down' | 'flat' | null;
  /** "↑ 12%", "↓ 3.5%", "0%", or "—" when the previous period had none to compare with. */
  text: string;
}

/**
 * A KPI card's change against the previous period (apps.md §2.1): the arrow and the percent change (one decimal,
 * trailing .0 dropped); "—" when the previous value is 0 or unknown, since a change from nothing has no percent.
 */
export function kpiChange(current: number | null, previous: number | null): KpiChange {
  if (current === null || previous === null || previous === 0) return { direction: null, text: '—' };
  const percent = Math.round(((current - previous) / previous) * 1000) / 10;
  if (percent === 0) return { direction: 'flat', text: '0%' };
  return percent > 0
    ? { direction: 'up', text: `↑ ${percent}%` }
    : { direction: 'down', text: `↓ ${Math.abs(percent)}%` };
}
