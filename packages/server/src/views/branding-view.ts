import type { Branding } from '@console/api-client';
import type { Queryable } from '../db/schema';

/** The account's branding; an account that never saved one shows its own name and nothing else. */
export async function loadBranding(db: Queryable, accountId: string): Promise<Branding> {
  const row = await db
    .selectFrom('accounts')
    .leftJoin('branding', 'branding.account_id', 'accounts.id')
    .select([
      'accounts.name as account_name',
      'branding.name',
      'branding.logo',
      'branding.color',
      'branding.domain',
      'branding.domain_is_verified',
    ])
    .where('accounts.id', '=', accountId)
    .executeTakeFirstOrThrow();
  return {
    name: row.name ?? row.account_name,
    logo: row.logo,
    color: row.color,
    domain: row.domain,
    domainIsVerified: row.domain_is_verified ?? false,
  };
}
