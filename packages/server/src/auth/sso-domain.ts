import { randomBytes } from 'node:crypto';
import type { SsoDomain } from '@console/api-client';
import { ssoVerificationRecord } from '@console/api-client';
import type { Queryable } from '../db/schema';
import { conflict, REFUSALS } from '../http/errors';

/**
 * The SSO domain proof (see @console/api-client sso/domain-proof). A domain signs in with SSO only
 * once its account has published the TXT record and the server found it; a proven domain belongs
 * to one account. The account's verified branded domain does not count: it proves one host name
 * (usually a subdomain), and a subdomain's CNAME says nothing about who owns the mail domain above it.
 */

/** The account's claim on `domain` (lower case), with a token of its own made on first claim. */
export async function claimSsoDomain(db: Queryable, accountId: string, domain: string) {
  await db
    .insertInto('sso_domain_proofs')
    .values({ account_id: accountId, domain, token: randomBytes(16).toString('hex') })
    .onConflict((oc) => oc.columns(['account_id', 'domain']).doNothing())
    .execute();
  return db
    .selectFrom('sso_domain_proofs')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('domain', '=', domain)
    .executeTakeFirstOrThrow();
}

/** 409 when another account has proven `domain`. */
export async function refuseDomainOfAnotherAccount(db: Queryable, accountId: string, domain: string) {
  const taken = await db
    .selectFrom('sso_domain_proofs')
    .select('account_id')
    .where('domain', '=', domain)
    .where('verified_at', 'is not', null)
    .where('account_id', '!=', accountId)
    .executeTakeFirst();
  if (taken) throw conflict(REFUSALS.ssoDomainTaken);
}

/** Drops the account's proofs (all, or all but `keep`): the domains are free for their owners again. */
export async function releaseSsoDomains(db: Queryable, accountId: string, keep?: string) {
  let query = db
    .updateTable('sso_domain_proofs')
    .set({ verified_at: null })
    .where('account_id', '=', accountId)
    .where('verified_at', 'is not', null);
  if (keep !== undefined) query = query.where('domain', '!=', keep);
  await query.execute();
}

export function ssoDomainView(proof: { domain: string; token: string; verified_at: Date | null }): SsoDomain {
  return {
    domain: proof.domain,
    ...ssoVerificationRecord(proof.domain, proof.token),
    verified: proof.verified_at !== null,
  };
}

/** The SSO configuration serving `where` (an e-mail domain or an account), only on a proven domain. */
export function provenSsoConfig(db: Queryable, where: { domain: string } | { accountId: string }) {
  let query = db
    .selectFrom('sso_configs as s')
    .innerJoin('sso_domain_proofs as p', (join) =>
      join.onRef('p.account_id', '=', 's.account_id').onRef('p.domain', '=', 's.domain'),
    )
    .selectAll('s')
    .where('p.verified_at', 'is not', null);
  query =
    'domain' in where
      ? query.where('p.domain', '=', where.domain)
      : query.where('s.account_id', '=', where.accountId);
  return query.executeTakeFirst();
}
