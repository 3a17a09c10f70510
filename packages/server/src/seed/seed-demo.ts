import type { Insertable } from 'kysely';
import type { Database, Db, Queryable } from '../db/schema';
import { INVITATION_TTL_MS } from '../routes/invitations';
import { insertActivity } from './activity';
import type { ActivityPlan } from './activity';
import { demoAuditHistory } from './audit-history';
import { demoCustomerSessions } from './customer-sessions';
import * as demo from './demo-account';
import { createRandom } from './random';
import { developerKeys, generateTenants } from './tenants';

export interface SeedOptions {
  now: Date;
  /** Other customer accounts, for Watch Tower (the demo default is 400). */
  tenants: number;
  /** Days of daily activity ending today (the demo default is 730, two years). */
  days: number;
  /** Customer references beyond the mocks' twelve, for the global search. */
  extraCustomers: number;
  providerEmailDomain: string;
  seed?: number;
}

export const DEMO_SEED_OPTIONS = { tenants: 400, days: 730, extraCustomers: 300 } as const;

async function insertAll<T extends keyof Database>(db: Queryable, table: T, rows: Insertable<Database[T]>[]) {
  for (let index = 0; index < rows.length; index += 500) {
    await db
      .insertInto(table)
      .values(rows.slice(index, index + 500))
      .execute();
  }
}

/**
 * Loads the demo data once, in one transaction (a crash part-way leaves nothing, and the next
 * start seeds again). Answers false when the demo account is already there.
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<boolean> {
  const { now, days, providerEmailDomain, seed = 20261121 } = options;
  return db.transaction().execute(async (tx) => {
    const existing = await tx
      .selectFrom('accounts')
      .select('id')
      .where('id', '=', demo.DEMO_ACCOUNT_ID)
      .executeTakeFirst();
    if (existing) return false;
    const random = createRandom(seed, 'keys');
    const firstDay = demo
      .daysFrom(now, -(days - 1))
      .toISOString()
      .slice(0, 10);
    const tenants = generateTenants(seed, options.tenants, now, days);
    const newcomer = demo.newcomerAccount(now);
    await insertAll(tx, 'accounts', [
      {
        id: demo.DEMO_ACCOUNT_ID,
        name: demo.DEMO_ACCOUNT_NAME,
        provider: 'google',
        has_onboarded: true,
        created_at: demo.daysFrom(now, -700),
        ...developerKeys(random),
      },
      {
        id: demo.INTERNAL_ACCOUNT_ID,
        name: 'Provider Operations',
        provider: 'google',
        has_onboarded: true,
        is_internal: true,
        created_at: demo.daysFrom(now, -730),
        ...developerKeys(random),
      },
      { ...newcomer.account, ...developerKeys(random) },
      ...tenants.accounts,
    ]);
    const demoAdmins = demo.demoAdmins(now);
    await insertAll(tx, 'admins', [
      ...demoAdmins,
      demo.operatorAdmin(now, providerEmailDomain),
      newcomer.owner,
      ...tenants.admins,
    ]);
    await insertAll(tx, 'invitations', demo.demoInvitations(now, INVITATION_TTL_MS));
    const demoBilling = demo.demoBilling(now);
    await insertAll(tx, 'billing', [...demoBilling, ...newcomer.billing, ...tenants.billing]);
    await insertAll(tx, 'branding', [
      {
        account_id: demo.DEMO_ACCOUNT_ID,
        name: demo.DEMO_ACCOUNT_NAME,
        logo: demo.DEMO_LOGO_SVG,
        color: '#5B3FD9',
        domain: null,
      },
    ]);
    const actors = demoAdmins
      .filter((admin) => admin.role !== 'supervisor')
      .map((admin) => ({ id: admin.id, firstName: admin.first_name, lastName: admin.last_name }));
    await insertAll(tx, 'audit_log', demoAuditHistory(seed, now, actors, 200));
    await insertAll(
      tx,
      'customer_sessions',
      demoCustomerSessions(seed, now, demo.DEMO_ACCOUNT_ID, options.extraCustomers),
    );
    const demoActivity: ActivityPlan[] = demoBilling
      .filter((row) => row.status !== 'inactive')
      .map((row, index) => ({
        accountId: demo.DEMO_ACCOUNT_ID,
        app: row.app,
        scale: 200 - index * 20,
        startDay: row.status === 'free-trial' ? days - 20 : 0,
        endDay: row.status === 'cancelled' ? days - 60 : days - 1,
        salt: 9000 + index,
      }));
    await insertActivity(tx, [...demoActivity, ...tenants.activity], firstDay, days);
    return true;
  });
}
