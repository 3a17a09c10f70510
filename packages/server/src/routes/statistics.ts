import type { SummaryStatistics } from '@console/api-client';
import { activitySeries, paidAccountsSeries, statisticsDays } from '@console/api-client/rules';
import { sql } from 'kysely';
import type { Db } from '../db/schema';
import { route } from '../http/route';
import { customerAccount } from './watch-tower-accounts';

/** The summary scans every account's activity; it is kept this long (and dropped on conversion). */
const SUMMARY_TTL_MS = 60_000;

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
  return {
    ...activitySeries(days, activity),
    paidAccounts: paidAccountsSeries(
      days,
      paid.map((row) => row.since),
    ),
  };
}

export const statisticsRoutes = [
  route('getAccountStatistics', async ({ query, deps: { db, clock } }) => {
    const account = await customerAccount(db, query.accountId);
    const days = statisticsDays(clock.now());
    const rows = await db
      .selectFrom('daily_activity')
      .select(['app', 'day', 'count'])
      .where('account_id', '=', account.id)
      .where('day', '>=', days[0] ?? '')
      .execute();
    return activitySeries(days, rows);
  }),

  /** Tasks completed by all customer accounts, per app, and the cumulative paid accounts. */
  route('getSummaryStatistics', async ({ deps: { db, clock } }) => {
    const now = clock.now();
    const days = statisticsDays(now);
    const key = days.at(-1) ?? '';
    const cached = summaries.get(db);
    if (cached?.key === key && now.getTime() - cached.at < SUMMARY_TTL_MS) return cached.value;
    const value = await computeSummary(db, days);
    summaries.set(db, { key, at: now.getTime(), value });
    return value;
  }),
];
