import type { AppId } from '../../apps';
import type { AccountStatistics, SummaryStatistics } from '../../watch-tower/schemas';
import { activitySeries, paidAccountsSeries, statisticsDays } from '../../rules/statistics';
import { activityWindow, planCounts } from '../../seed/activity';
import type { ActivityPlan } from '../../seed/types';
import { allAccountStates } from './accounts';
import type { MockStore } from './types';
import { customerAccountState } from './watch-tower';

/**
 * The plans' daily rows summed per app and day, as the server's `group by app, day` over its daily_activity rows
 * (a day any plan covers has a row, zero or not).
 */
function dailyTotals(store: MockStore, plans: readonly ActivityPlan[]) {
  const { days } = store.activity;
  const { dates, weekend } = activityWindow(store.now, days);
  const totals = new Map<AppId, { counts: number[]; covered: boolean[] }>();
  for (const plan of plans) {
    const { from, counts } = planCounts(plan, days, weekend);
    let total = totals.get(plan.app);
    if (!total) {
      total = { counts: dates.map(() => 0), covered: dates.map(() => false) };
      totals.set(plan.app, total);
    }
    for (let index = 0; index < counts.length; index += 1) {
      total.counts[from + index] = (total.counts[from + index] ?? 0) + (counts[index] ?? 0);
      total.covered[from + index] = true;
    }
  }
  return [...totals].flatMap(([app, { counts, covered }]) =>
    dates.flatMap((day, index) => (covered[index] ? [{ app, day, count: counts[index] ?? 0 }] : [])),
  );
}

/** The activity part of the summary: the plans never change, so stores made from one seed share it. */
const summaryActivity = new WeakMap<readonly ActivityPlan[], Omit<SummaryStatistics, 'paidAccounts'>>();

/** Tasks completed by all customer accounts per app, and the cumulative paid accounts, as the server sums them. */
export function summaryStatistics(store: MockStore): SummaryStatistics {
  if (store.statisticsCache.summary) return store.statisticsCache.summary;
  const customers = allAccountStates(store).filter((state) => !state.account.isInternal);
  const days = statisticsDays(store.now);
  const firstPaid = customers.flatMap((state) => {
    const paid = Object.values(state.billing).flatMap((billing) =>
      billing.paidSince ? [billing.paidSince] : [],
    );
    return paid.length > 0 ? [paid.sort()[0] ?? ''] : [];
  });
  const { plans } = store.activity;
  let activity = summaryActivity.get(plans);
  if (!activity) {
    const ids = new Set(customers.map((state) => state.account.id));
    activity = activitySeries(
      days,
      dailyTotals(
        store,
        plans.filter((plan) => ids.has(plan.accountId)),
      ),
    );
    summaryActivity.set(plans, activity);
  }
  const summary = { ...activity, paidAccounts: paidAccountsSeries(days, firstPaid) };
  store.statisticsCache.summary = summary;
  return summary;
}

/** One customer account's series for every app it has activity in; undefined for an unknown account. */
export function accountStatistics(store: MockStore, accountId: string): AccountStatistics | undefined {
  const cached = store.statisticsCache.accounts[accountId];
  if (cached) return cached;
  if (!customerAccountState(store, accountId)) return undefined;
  const plans = store.activity.plans.filter((plan) => plan.accountId === accountId);
  const statistics = activitySeries(statisticsDays(store.now), dailyTotals(store, plans));
  store.statisticsCache.accounts[accountId] = statistics;
  return statistics;
}
