import type { Insertable } from 'kysely';
import {
  createDemoDataset,
  DEFAULT_SEED,
  DEMO_ACCOUNT_ID,
  DEMO_ENROLLMENT_COUNT,
} from '@console/api-client/seed';
import type { Database, Db, Queryable } from '../db/schema';
import { hashInvitationToken } from '../invitations/invitation-token';
import { insertActivity } from './activity';
import { seedAppData } from './seed-app-sessions';
import { seedEnrollments } from './seed-passkey-enrollments';
import { seedCatalog } from './seed-products';
import { seedDocumentLibrary } from './seed-documents';

export interface SeedOptions {
  now: Date;
  /** Other customer accounts, for Watch Tower (the demo default is 400). */
  tenants: number;
  /** Days of daily activity ending today (the demo default is 730, two years). */
  days: number;
  /** Customer references beyond the demo's twelve, for the global search. */
  extraCustomers: number;
  providerEmailDomain: string;
  seed?: number;
  /** Sessions a weekday per used app of the demo account (apps.md §5): 40 for the demo, fewer in tests. */
  appSessionsPerDay: number;
  /** The demo account's passkeys (apps.md §3.2 Enrollments): 40 for the demo, fewer in tests. */
  passkeyEnrollments: number;
}

export const DEMO_SEED_OPTIONS = {
  tenants: 400,
  days: 730,
  extraCustomers: 300,
  appSessionsPerDay: 40,
  passkeyEnrollments: DEMO_ENROLLMENT_COUNT,
} as const;

async function insertAll<T extends keyof Database>(db: Queryable, table: T, rows: Insertable<Database[T]>[]) {
  for (let index = 0; index < rows.length; index += 500) {
    await db
      .insertInto(table)
      .values(rows.slice(index, index + 500))
      .execute();
  }
}

/**
 * Loads the shared demo data set (`@console/api-client/seed`, the mocks' data too) once, in one transaction (a crash
 * part-way leaves nothing, and the next start seeds again). Answers false when the demo account is already there.
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<boolean> {
  const { now, days, seed = DEFAULT_SEED } = options;
  return db.transaction().execute(async (tx) => {
    const existing = await tx
      .selectFrom('accounts')
      .select('id')
      .where('id', '=', DEMO_ACCOUNT_ID)
      .executeTakeFirst();
    if (existing) return false;
    const data = createDemoDataset({ ...options, seed });
    await insertAll(
      tx,
      'accounts',
      data.accounts.map((account) => ({
        id: account.id,
        name: account.name,
        provider: account.provider,
        has_onboarded: account.hasOnboarded,
        is_internal: account.isInternal,
        created_at: account.createdAt,
        widget_key: account.keys.widgetKey,
        secret_key: account.keys.secretKey,
        webhook_secret: account.keys.webhookSecret,
      })),
    );
    await insertAll(
      tx,
      'admins',
      data.admins.map((admin) => ({
        id: admin.id,
        account_id: admin.accountId,
        first_name: admin.firstName,
        last_name: admin.lastName,
        email: admin.email,
        role: admin.role,
        is_root: admin.isRoot,
        photo: admin.photo,
        time_zone: admin.timeZone,
        created_at: admin.createdAt,
        archived_at: admin.archivedAt,
      })),
    );
    await insertAll(
      tx,
      'invitations',
      data.invitations.map((invitation) => ({
        id: invitation.id,
        account_id: invitation.accountId,
        email: invitation.email,
        role: invitation.role,
        created_at: invitation.createdAt,
        expires_at: invitation.expiresAt,
        accepted_at: invitation.acceptedAt,
        token_hash: invitation.linkToken && hashInvitationToken(invitation.linkToken),
      })),
    );
    await insertAll(
      tx,
      'billing',
      data.billing.map((row) => ({
        account_id: row.accountId,
        app: row.app,
        status: row.status,
        credits: row.credits,
        free_tier: row.freeTier,
        paid_since: row.paidSince,
      })),
    );
    await insertAll(
      tx,
      'branding',
      data.branding.map((row) => ({
        account_id: row.accountId,
        name: row.name,
        logo: row.logo,
        color: row.color,
      })),
    );
    await insertAll(
      tx,
      'audit_log',
      data.audit.map((entry) => ({
        id: entry.id,
        account_id: entry.accountId,
        at: entry.at,
        admin_id: entry.admin?.id ?? null,
        admin_first_name: entry.admin?.firstName ?? null,
        admin_last_name: entry.admin?.lastName ?? null,
        operator_id: null,
        namespace: entry.namespace,
        description: entry.description,
        event: entry.event,
      })),
    );
    await insertAll(
      tx,
      'customer_sessions',
      data.customerSessions.map((session) => ({
        id: session.id,
        account_id: session.accountId,
        app: session.app,
        status: session.status,
        at: session.at,
        session_ref: session.sessionRef,
        phone_number: session.phoneNumber,
        customer_ref: session.customerRef,
      })),
    );
    await insertActivity(tx, data.activity, now, days);
    await seedAppData(tx, {
      accountId: DEMO_ACCOUNT_ID,
      apps: data.billing
        .filter((row) => row.accountId === DEMO_ACCOUNT_ID && row.status !== 'inactive')
        .map((row) => row.app),
      seed,
      now,
      perDay: options.appSessionsPerDay,
    });
    const passkeys = data.billing.find((row) => row.accountId === DEMO_ACCOUNT_ID && row.app === 'passkeys');
    if (passkeys && passkeys.status !== 'inactive')
      await seedEnrollments(tx, { seed, accountId: DEMO_ACCOUNT_ID, now, count: options.passkeyEnrollments });
    // The catalog is set up whatever the payments app's billing (the demo's is inactive until a trial starts).
    await seedCatalog(tx, { seed, accountId: DEMO_ACCOUNT_ID, now });
    // The documents too, whatever the document-signature app's billing (apps.md §3.3).
    await seedDocumentLibrary(tx, { seed, accountId: DEMO_ACCOUNT_ID, now });
    return true;
  });
}
