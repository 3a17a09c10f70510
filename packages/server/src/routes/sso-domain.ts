import { ssoRecordNotFoundMessage, ssoVerificationRecord } from '@console/api-client';
import { auditEvents } from '@console/api-client/rules';
import { recordAudit } from '../audit/record-audit';
import { claimSsoDomain, refuseDomainOfAnotherAccount, ssoDomainView } from '../auth/sso-domain';
import type { Queryable } from '../db/schema';
import { conflict, HttpError, notFound, REFUSALS } from '../http/errors';
import { route } from '../http/route';

async function configuredDomain(db: Queryable, accountId: string) {
  const row = await db
    .selectFrom('sso_configs')
    .select('domain')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.domain.toLowerCase();
}

/** Unique violation: a concurrent verification by another account won the domain. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

export const ssoDomainRoutes = [
  /** The configured SSO domain's TXT record and whether it is proven; null without a provider. */
  route('getSsoDomain', async ({ session, deps: { db } }) => {
    const domain = await configuredDomain(db, session.accountId);
    return domain ? ssoDomainView(await claimSsoDomain(db, session.accountId, domain)) : null;
  }),

  /** Looks the TXT record up (DNS with a time-out) and, when it holds the account's token, proves the domain. */
  route('verifySsoDomain', async ({ session, deps: { db, clock, txt } }) => {
    const domain = await configuredDomain(db, session.accountId);
    if (!domain) throw notFound(REFUSALS.ssoNotConfigured);
    const proof = await claimSsoDomain(db, session.accountId, domain);
    if (proof.verified_at) return ssoDomainView(proof);
    await refuseDomainOfAnotherAccount(db, session.accountId, domain);
    const { recordName, recordValue } = ssoVerificationRecord(domain, proof.token);
    const values = await txt.resolveTxt(recordName);
    if (!values.includes(recordValue)) {
      throw new HttpError('DNS_INVALID', ssoRecordNotFoundMessage(recordName));
    }
    try {
      const proven = await db.transaction().execute(async (tx) => {
        const row = await tx
          .updateTable('sso_domain_proofs')
          .set({ verified_at: clock.now() })
          .where('account_id', '=', session.accountId)
          .where('domain', '=', domain)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(tx, clock.now(), session.accountId, session, auditEvents.ssoDomainVerified(domain));
        return row;
      });
      return ssoDomainView(proven);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(REFUSALS.ssoDomainTaken);
      throw error;
    }
  }),
];
