import { auditEvents, storedLogo } from '@console/api-client/rules';
import { recordAudit } from '../audit/record-audit';
import { route } from '../http/route';
import { loadBranding } from '../views/branding-view';
import { refreshDomainVerification } from './domain-verification';

export const brandingRoutes = [
  /** Also moves an unverified custom domain along (see domain-verification.ts). */
  route('getBranding', async ({ session, deps }) => {
    await refreshDomainVerification(deps, session.accountId);
    return loadBranding(deps.db, session.accountId);
  }),

  route('updateBranding', async ({ session, body, deps: { db, clock } }) => {
    const logo = storedLogo(body.logo);
    await db.transaction().execute(async (tx) => {
      await tx
        .insertInto('branding')
        .values({ account_id: session.accountId, name: body.name || null, logo, color: body.color })
        .onConflict((oc) =>
          oc.column('account_id').doUpdateSet({ name: body.name || null, logo, color: body.color }),
        )
        .execute();
      await recordAudit(tx, clock.now(), session.accountId, session, auditEvents.brandingUpdated());
    });
    return loadBranding(db, session.accountId);
  }),
];
