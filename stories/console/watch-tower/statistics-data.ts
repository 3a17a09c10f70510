import type { AccountStatistics, AppId, StatisticsSeries, SummaryStatistics } from '@console/api-client';

const DAY_MS = 86_400_000;
const LAST_DAY = Date.UTC(2026, 10, 21);

/** `days` daily counts ending on the stories' day, a wave derived from the index (no randomness). */
export function dailySeries(days: number, scale: number, phase = 0): StatisticsSeries {
  return Array.from({ length: days }, (_, day) => ({
    date: new Date(LAST_DAY - (days - 1 - day) * DAY_MS).toISOString().slice(0, 10),
    count: Math.round(scale * (1 + 0.5 * Math.sin((day + phase) / 6)) * (1 + day / days)),
  }));
}

/** A running total, for the cumulative Paid Accounts series. */
function runningTotal(series: StatisticsSeries, start: number): StatisticsSeries {
  let total = start;
  return series.map(({ date, count }) => ({ date, count: (total += count % 3 === 0 ? 1 : 0) }));
}

const APPS_WITH_DATA: readonly AppId[] = ['passkeys', 'one-time-passcode', 'e-form'];

/** An account's 120 days: three apps, and their sum as the global series. */
export const ACCOUNT_STATISTICS: AccountStatistics = (() => {
  const apps = Object.fromEntries(APPS_WITH_DATA.map((id, i) => [id, dailySeries(120, 20 + i * 10, i * 5)]));
  const global = dailySeries(120, 0).map(({ date }, day) => ({
    date,
    count: APPS_WITH_DATA.reduce((sum, id) => sum + (apps[id]?.[day]?.count ?? 0), 0),
  }));
  return { global, apps };
})();

/** The dashboard's 120 days: the same apps, and paid accounts rising from 200. */
export const SUMMARY_STATISTICS: SummaryStatistics = {
  ...ACCOUNT_STATISTICS,
  paidAccounts: runningTotal(dailySeries(120, 30), 200),
};
