import { recordAudit } from '../audit/record-audit';
import type { AppDeps } from '../deps';

/**
 * After the CNAME checks out, the domain's certificate takes a while (spec 001 §9: about 1 to 2
 * minutes); the reference server marks it verified once this long has passed and the CNAME still
 * points at the CDN.
 */
export const DOMAIN_ACTIVATION_DELAY_MS = 60_000;

export async function pointsAtCdn({ dns, config }: Pick<AppDeps, 'dns' | 'config'>, domain: string) {
  const targets = await dns.resolveCname(domain);
  return targets.includes(config.cdnHost.toLowerCase().replace(/\.$/, ''));
}

/** Marks a pending domain verified when its time has come; the provider is the actor. */
export async function refreshDomainVerification(deps: AppDeps, accountId: string): Promise<void> {
  const { db, clock } = deps;
  const row = await db
    .selectFrom('branding')
    .select(['domain', 'domain_is_verified', 'domain_submitted_at'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row?.domain || row.domain_is_verified || !row.domain_submitted_at) return;
  if (clock.now().getTime() - row.domain_submitted_at.getTime() < DOMAIN_ACTIVATION_DELAY_MS) return;
  if (!(await pointsAtCdn(deps, row.domain))) return;
  await db.transaction().execute(async (tx) => {
    const updated = await tx
      .updateTable('branding')
      .set({ domain_is_verified: true })
      .where('account_id', '=', accountId)
      .where('domain', '=', row.domain)
      .where('domain_is_verified', '=', false)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) return;
    await recordAudit(tx, clock.now(), accountId, null, {
      event: 'domain.verified',
      description: `The custom domain ${row.domain ?? ''} is verified and active`,
    });
  });
}
