import { sql } from 'kysely';
import type { Database, Db } from '../db/schema';

const TABLES: (keyof Database)[] = [
  'accounts',
  'admins',
  'admin_identities',
  'invitations',
  'billing',
  'branding',
  'audit_log',
  'customer_sessions',
  'daily_activity',
  'customer_lookups',
  'logging_destinations',
  'sms_configs',
  'sso_configs',
  'sso_states',
  'revoked_tokens',
  'oauth_states',
  'products',
  'storage_settings',
  'document_pdfs',
  'document_uploads',
  'documents',
  'document_versions',
  'document_history',
  'payment_providers',
  'payment_provider_states',
  'payment_refunds',
];

/** A digest of every stored row: equal before and after means nothing was stored or changed. */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  const entries = await Promise.all(
    TABLES.map(async (table) => {
      const { rows } = await sql<{ digest: string | null }>`
        select md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.table(table)} t`.execute(
        db,
      );
      return [table, rows[0]?.digest ?? ''] as const;
    }),
  );
  return Object.fromEntries(entries);
}
