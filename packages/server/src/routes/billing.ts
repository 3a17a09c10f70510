import { auditEvents, checkFreeTrial, FREE_TIER_CREDITS } from '@console/api-client/rules';
import { recordAudit } from '../audit/record-audit';
import { route } from '../http/route';
import { appParam } from './app-param';

export const billingRoutes = [
  /**
   * Starts a free trial of an inactive or cancelled app with the free tier's credits (the
   * home card's button and the questionnaire's activation). An app already in use is a conflict.
   */
  route('startFreeTrial', async ({ session, params, deps: { db, clock, config } }) => {
    const app = appParam(params.app, session, config);
    return db.transaction().execute(async (tx) => {
      const current = await tx
        .selectFrom('billing')
        .select('status')
        .where('account_id', '=', session.accountId)
        .where('app', '=', app)
        .forUpdate()
        .executeTakeFirst();
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

  /** Credits used out of the free tier; an app never used is inactive with nothing used. */
  route('getUsage', async ({ session, params, deps: { db, config } }) => {
    const app = appParam(params.app, session, config);
    const row = await db
      .selectFrom('billing')
      .select(['status', 'credits', 'free_tier'])
      .where('account_id', '=', session.accountId)
      .where('app', '=', app)
      .executeTakeFirst();
    return row
      ? { status: row.status, credits: row.credits, freeTier: row.free_tier }
      : { status: 'inactive' as const, credits: 0, freeTier: FREE_TIER_CREDITS };
  }),
];
