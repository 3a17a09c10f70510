import type { AppId } from '../../apps';
import { APP_IDS, RELEASED_APP_IDS } from '../../apps';
import type { AccountStatistics, StatisticsSeries, SummaryStatistics } from '../../watch-tower/schemas';
import { lastDays } from './clock';
import { DEMO_ACCOUNT_ID } from './demo-account';
import { createRandom } from './random';
import type { MockStore } from './types';

/** Two years of days ending on the store's day (spec: two years of daily activity). */
export const STATISTICS_DAYS = 730;

/** Daily tasks: growing over the two years, quieter at weekends, with noise; zero before `startDay`. */
function series(days: string[], seed: number, key: string, scale: number, startDay = 0): StatisticsSeries {
  const random = createRandom(seed, key);
  return days.map((date, index) => {
    if (index < startDay) return { date, count: 0 };
    const growth = 0.3 + (0.7 * index) / days.length;
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 0.45 : 1;
    return { date, count: Math.round(scale * growth * weekend * (0.8 + 0.4 * random.next())) };
  });
}

function sum(days: string[], parts: StatisticsSeries[]): StatisticsSeries {
  return days.map((date, index) => ({
    date,
    count: parts.reduce((total, part) => total + (part[index]?.count ?? 0), 0),
  }));
}

/** Cumulative paid accounts, rising to `total` on the last day. */
function cumulative(days: string[], seed: number, total: number): StatisticsSeries {
  const random = createRandom(seed, 'paid-accounts');
  const weights = days.map((_, index) => random.next() * (0.5 + index / days.length));
  const weightTotal = weights.reduce((a, b) => a + b, 0);
  const start = Math.round(total * 0.35);
  let running = 0;
  return days.map((date, index) => {
    running += weights[index] ?? 0;
    return { date, count: start + Math.round(((total - start) * running) / weightTotal) };
  });
}

export function summaryStatistics(store: MockStore): SummaryStatistics {
  if (store.statisticsCache.summary) return store.statisticsCache.summary;
  const days = lastDays(store.now, STATISTICS_DAYS);
  const apps = Object.fromEntries(
    APP_IDS.map((id, index) => {
      const released = (RELEASED_APP_IDS as readonly AppId[]).includes(id);
      return [
        id,
        series(days, store.seed, `summary:${id}`, released ? 900 - index * 110 : 60, released ? 0 : 600),
      ];
    }),
  );
  const paid = store.watchTowerAccounts.filter((account) =>
    Object.values(account.apps).some((status) => status === 'subscription' || status === 'enterprise'),
  ).length;
  const summary = {
    global: sum(days, Object.values(apps)),
    apps,
    paidAccounts: cumulative(days, store.seed, paid),
  };
  store.statisticsCache.summary = summary;
  return summary;
}

/** One account's series for every app it has used; undefined for an unknown account. */
export function accountStatistics(store: MockStore, accountId: string): AccountStatistics | undefined {
  const cached = store.statisticsCache.accounts[accountId];
  if (cached) return cached;
  const account = store.watchTowerAccounts.find((candidate) => candidate.id === accountId);
  if (!account) return undefined;
  const used = accountId === DEMO_ACCOUNT_ID ? demoApps(store) : (Object.keys(account.apps) as AppId[]);
  const days = lastDays(store.now, STATISTICS_DAYS);
  const scale = 5 + createRandom(store.seed, `scale:${accountId}`).int(0, 300);
  const apps = Object.fromEntries(
    used.map((id) => [id, series(days, store.seed, `account:${accountId}:${id}`, scale)]),
  );
  const statistics = { global: sum(days, Object.values(apps)), apps };
  store.statisticsCache.accounts[accountId] = statistics;
  return statistics;
}

function demoApps(store: MockStore): AppId[] {
  return APP_IDS.filter((id) => store.billing[id].status !== 'inactive');
}
