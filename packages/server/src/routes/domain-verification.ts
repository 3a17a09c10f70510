import { activationDue, auditEvents, pointsAtCdn as targetsCdn } from '@console/api-client/rules';
import { recordAudit } from '../audit/record-audit';
import type { AppDeps } from '../deps';

/** Whether the domain's CNAME points at the CDN host (CDN_HOST). */
export async function pointsAtCdn({ dns, config }: Pick<AppDeps, 'dns' | 'config'>, domain: string) {
  return targetsCdn(await dns.resolveCname(domain), config.cdnHost);
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
  if (!activationDue(row.domain_submitted_at, clock.now())) return;
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
    await recordAudit(tx, clock.now(), accountId, null, auditEvents.domainVerified(row.domain ?? ''));
  });
}
