import {
  auditEvents,
  checkFreeTrial,
  conflict,
  FREE_TIER_CREDITS,
  REFUSALS,
} from '@console/api-client/rules';
import { sql } from 'kysely';
import type { AppId } from '@console/api-client';
import { appBillingPlans, billingPeriod } from '@console/api-client';
import { recordAudit } from '../audit/record-audit';
import type { Queryable } from '../db/schema';
import { route } from '../http/route';
import { appParam } from './app-param';

/** The billing period of `now` (the shared rule: the calendar month in UTC) and the app's sessions created in it. */
async function usagePeriod(db: Queryable, accountId: string, app: AppId, now: Date) {
  const period = billingPeriod(now);
  const { sessions } = await db
    .selectFrom('session_daily')
    .select(sql<string>`coalesce(sum(success + failure + timeout + pending), 0)`.as('sessions'))
    .where('account_id', '=', accountId)
    .where('app', '=', app)
    .where('day', '>=', period.periodStart.slice(0, 10))
    .where('day', '<', period.periodEnd.slice(0, 10))
    .executeTakeFirstOrThrow();
  return { ...period, sessionsThisPeriod: Number(sessions) };
}

/** An app's billing row's status, locked for the rest of the transaction (undefined: never used). */
function lockedBillingStatus(tx: Queryable, accountId: string, app: AppId) {
  return tx
    .selectFrom('billing')
    .select('status')
    .where('account_id', '=', accountId)
    .where('app', '=', app)
    .forUpdate()
    .executeTakeFirst();
}

export const billingRoutes = [
  /**
   * Starts a free trial of an inactive or cancelled app with the free tier's credits (the
   * home card's button and the questionnaire's activation). An app already in use is a conflict.
   */
  route('startFreeTrial', async ({ session, params, deps: { db, clock, config } }) => {
    const app = appParam(params.app, session, config);
    return db.transaction().execute(async (tx) => {
      const current = await lockedBillingStatus(tx, session.accountId, app);
      checkFreeTrial(app, current?.status);
      await tx
        .insertInto('billing')
        .values({
          account_id: session.accountId,
          app,
          status: 'free-trial',
          credits: 0,
          free_tier: FREE_TIER_CREDITS,
        })
        .onConflict((oc) =>
          oc
            .columns(['account_id', 'app'])
            .doUpdateSet({ status: 'free-trial', credits: 0, free_tier: FREE_TIER_CREDITS }),
        )
        .execute();
      await recordAudit(tx, clock.now(), session.accountId, session, auditEvents.freeTrialStarted(app));
      return { status: 'free-trial' as const };
    });
  }),

  /**
   * Credits used out of the free tier (one per SMS sent, sessions/send-sms.ts); an app never used is inactive with
   * nothing used. Also the billing period, the calendar month (UTC) of today, and the sessions created in it
   * (apps.md §6), from the daily aggregates.
   */
  route('getUsage', async ({ session, params, deps: { db, config, clock } }) => {
    const app = appParam(params.app, session, config);
    const row = await db
      .selectFrom('billing')
      .select(['status', 'credits', 'free_tier'])
      .where('account_id', '=', session.accountId)
      .where('app', '=', app)
      .executeTakeFirst();
    const period = await usagePeriod(db, session.accountId, app, clock.now());
    const usage = row
      ? { status: row.status, credits: row.credits, freeTier: row.free_tier }
      : { status: 'inactive' as const, credits: 0, freeTier: FREE_TIER_CREDITS };
    return { ...usage, ...period };
  }),

  /** The Pricing page's cards (apps.md §2.3): the api-client's one plan list, with this app's price. */
  route('listBillingPlans', ({ session, params, deps: { config } }) =>
    Promise.resolve(appBillingPlans(appParam(params.app, session, config))),
  ),

  /**
   * "Cancel subscription" (apps.md §2.4): a subscription becomes cancelled; anything else (a trial, an inactive or
   * enterprise app, one cancelled already) is 409. Agents keep sending until the period ends; the data stays 90 days.
   */
  route('cancelSubscription', async ({ session, params, deps: { db, clock, config } }) => {
    const app = appParam(params.app, session, config);
    return db.transaction().execute(async (tx) => {
      const current = await lockedBillingStatus(tx, session.accountId, app);
      if (current?.status !== 'subscription') throw conflict(REFUSALS.notSubscribed);
      await tx
        .updateTable('billing')
        .set({ status: 'cancelled', cancelled_at: clock.now() })
        .where('account_id', '=', session.accountId)
        .where('app', '=', app)
        .execute();
      await recordAudit(tx, clock.now(), session.accountId, session, auditEvents.subscriptionCancelled(app));
      return { status: 'cancelled' as const };
    });
  }),
];
