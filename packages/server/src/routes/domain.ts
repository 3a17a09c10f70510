import { sql } from 'kysely';
import { recordAudit } from '../audit/record-audit';
import { conflict, HttpError, SPEC_MESSAGES } from '../http/errors';
import { route } from '../http/route';
import { loadBranding } from '../views/branding-view';
import { pointsAtCdn } from './domain-verification';

export const domainRoutes = [
  /**
   * Sets up the branded domain once its CNAME points at the CDN host (CDN_HOST); otherwise
   * DNS_INVALID and nothing is stored. It then shows as verifying until activated.
   */
  route('updateDomain', async ({ session, body, deps }) => {
    const { db, clock } = deps;
    const domain = body.domain.toLowerCase();
    if (!(await pointsAtCdn(deps, domain))) throw new HttpError('DNS_INVALID', SPEC_MESSAGES.DNS_INVALID);
    await db.transaction().execute(async (tx) => {
      const taken = await tx
        .selectFrom('branding')
        .select('account_id')
        .where(sql`lower(domain)`, '=', domain)
        .where('account_id', '!=', session.accountId)
        .executeTakeFirst();
      if (taken) throw conflict('This domain is used by another account');
      const values = { domain, domain_is_verified: false, domain_submitted_at: clock.now() };
      await tx
        .insertInto('branding')
        .values({ account_id: session.accountId, name: null, logo: null, color: null, ...values })
        .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
        .execute();
      await recordAudit(tx, clock.now(), session.accountId, session, {
        event: 'domain.updated',
        description: `Set up the custom domain ${domain}`,
      });
    });
    return loadBranding(db, session.accountId);
  }),
];
