import type { Branding } from '@console/api-client';
import type { Queryable } from '../db/schema';

/** The account's branding row (null fields when it has none): the account's name stands in for a name not set. */
export interface BrandingRow {
  account_name: string;
  name: string | null;
  logo: string | null;
  color: string | null;
  domain: string | null;
  domain_is_verified: boolean | null;
}

export function brandingFromRow(row: BrandingRow): Branding {
  return {
    name: row.name ?? row.account_name,
    logo: row.logo,
    color: row.color,
    domain: row.domain,
    domainIsVerified: row.domain_is_verified ?? false,
  };
}

/** The accounts row joined with its branding: the columns brandingFromRow reads, for one query or a larger one. */
export function brandingQuery(db: Queryable, accountId: string) {
  return db
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
    .where('accounts.id', '=', accountId);
}

/** The account's branding; an account that never saved one shows its own name and nothing else. */
export async function loadBranding(db: Queryable, accountId: string): Promise<Branding> {
  return brandingFromRow(await brandingQuery(db, accountId).executeTakeFirstOrThrow());
}
