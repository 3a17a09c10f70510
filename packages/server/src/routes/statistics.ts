import type { AppId, AppSeries, StatisticsSeries, SummaryStatistics } from '@console/api-client';
import { sql } from 'kysely';
import type { Db } from '../db/schema';
import { route } from '../http/route';
import { customerAccount } from './watch-tower-accounts';

/** Charts cover two years of days ending today (UTC). */
export const STATISTICS_DAYS = 730;
/** The summary scans every account's activity; it is kept this long (and dropped on conversion). */
const SUMMARY_TTL_MS = 60_000;

function windowDays(now: Date): string[] {
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: STATISTICS_DAYS }, (_, index) =>
    new Date(end - (STATISTICS_DAYS - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** Daily rows to zero-filled series per app plus their sum. */
function series(days: string[], rows: { app: AppId; day: string; count: number }[]) {
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

const summaries = new WeakMap<Db, { key: string; at: number; value: SummaryStatistics }>();

export function invalidateStatistics(db: Db): void {
  summaries.delete(db);
}

async function computeSummary(db: Db, days: string[]): Promise<SummaryStatistics> {
  const first = days[0] ?? '';
  const [activity, paid] = await Promise.all([
    db
      .selectFrom('daily_activity')
      .innerJoin('accounts', 'accounts.id', 'daily_activity.account_id')
      .select([
        'daily_activity.app',
        'daily_activity.day',
        sql<number>`sum(daily_activity.count)::int`.as('count'),
      ])
      .where('accounts.is_internal', '=', false)
      .where('daily_activity.day', '>=', first)
      .groupBy(['daily_activity.app', 'daily_activity.day'])
      .execute(),
    // The day each account first paid for an app (subscription or enterprise).
    db
      .selectFrom('billing')
      .innerJoin('accounts', 'accounts.id', 'billing.account_id')
      .select(sql<string>`min(billing.paid_since)::text`.as('since'))
      .where('accounts.is_internal', '=', false)
      .where('billing.paid_since', 'is not', null)
      .groupBy('billing.account_id')
      .execute(),
  ]);
  const since = paid.map((row) => row.since).sort();
  let cursor = 0;
  const paidAccounts = days.map((date) => {
    while (cursor < since.length && (since[cursor] ?? '') <= date) cursor += 1;
    return { date, count: cursor };
  });
  return { ...series(days, activity), paidAccounts };
}

export const statisticsRoutes = [
  route('getAccountStatistics', async ({ query, deps: { db, clock } }) => {
    const account = await customerAccount(db, query.accountId);
    const days = windowDays(clock.now());
    const rows = await db
      .selectFrom('daily_activity')
      .select(['app', 'day', 'count'])
      .where('account_id', '=', account.id)
      .where('day', '>=', days[0] ?? '')
      .execute();
    return series(days, rows);
  }),

  /** Tasks completed by all customer accounts, per app, and the cumulative paid accounts. */
  route('getSummaryStatistics', async ({ deps: { db, clock } }) => {
    const now = clock.now();
    const days = windowDays(now);
    const key = days.at(-1) ?? '';
    const cached = summaries.get(db);
    if (cached?.key === key && now.getTime() - cached.at < SUMMARY_TTL_MS) return cached.value;
    const value = await computeSummary(db, days);
    summaries.set(db, { key, at: now.getTime(), value });
    return value;
  }),
];
