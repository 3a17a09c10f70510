import { recordAudit } from '../audit/record-audit';
import { invalid } from '../http/errors';
import { route } from '../http/route';
import { sanitizeSvg, SvgError } from '../svg/sanitize-svg';
import { loadBranding } from '../views/branding-view';
import { refreshDomainVerification } from './domain-verification';

/** The logo arrives as base64 of SVG markup; it is stored sanitised and normalised. */
function storedLogo(base64: string | null): string | null {
  if (base64 === null || base64 === '') return null;
  try {
    return sanitizeSvg(Buffer.from(base64, 'base64').toString('utf8'));
  } catch (error) {
    if (error instanceof SvgError) throw invalid(`logo: ${error.message}`);
    throw error;
  }
}

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
      await recordAudit(tx, clock.now(), session.accountId, session, {
        event: 'branding.updated',
        description: 'Updated the branding',
      });
    });
    return loadBranding(db, session.accountId);
  }),
];
