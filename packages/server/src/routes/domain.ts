import { sql } from 'kysely';
import { auditEvents } from '@console/api-client/rules';
import { recordAudit } from '../audit/record-audit';
import { conflict, HttpError, REFUSALS } from '../http/errors';
import { route } from '../http/route';
import { loadBranding } from '../views/branding-view';
import { pointsAtCdn } from './domain-verification';

export const domainRoutes = [
  /**
   * Sets up the branded domain once its CNAME points at the CDN host (CDN_HOST); otherwise
   * DNS_INVALID and nothing is stored. It then shows as verifying until activated. A domain
   * already set is changed the same way (verified again).
   */
  route('updateDomain', async ({ session, body, deps }) => {
    const { db, clock } = deps;
    const domain = body.domain.toLowerCase();
    if (!(await pointsAtCdn(deps, domain))) throw new HttpError('DNS_INVALID');
    await db.transaction().execute(async (tx) => {
      const taken = await tx
        .selectFrom('branding')
        .select('account_id')
        .where(sql`lower(domain)`, '=', domain)
        .where('account_id', '!=', session.accountId)
        .executeTakeFirst();
      if (taken) throw conflict(REFUSALS.domainTaken);
      const current = await tx
        .selectFrom('branding')
        .select('domain')
        .where('account_id', '=', session.accountId)
        .executeTakeFirst();
      const values = { domain, domain_is_verified: false, domain_submitted_at: clock.now() };
      await tx
        .insertInto('branding')
        .values({ account_id: session.accountId, name: null, logo: null, color: null, ...values })
        .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
        .execute();
      await recordAudit(
        tx,
        clock.now(),
        session.accountId,
        session,
        auditEvents.domainUpdated(current?.domain ?? null, domain),
      );
    });
    return loadBranding(db, session.accountId);
  }),

  /** Removes the branded domain; without one, nothing changes and nothing is recorded. */
  route('removeDomain', async ({ session, deps: { db, clock } }) => {
    await db.transaction().execute(async (tx) => {
      const current = await tx
        .selectFrom('branding')
        .select('domain')
        .where('account_id', '=', session.accountId)
        .forUpdate()
        .executeTakeFirst();
      if (!current?.domain) return;
      await tx
        .updateTable('branding')
        .set({ domain: null, domain_is_verified: false, domain_submitted_at: null })
        .where('account_id', '=', session.accountId)
        .execute();
      await recordAudit(
        tx,
        clock.now(),
        session.accountId,
        session,
        auditEvents.domainRemoved(current.domain),
      );
    });
    return loadBranding(db, session.accountId);
  }),
];
