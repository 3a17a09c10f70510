import type { AppId, WatchTowerAdmin } from '@console/api-client';
import { watchTowerApps } from '@console/api-client';
import {
  ACTIVE_APP_STATUSES,
  appParam,
  auditEvents,
  checkEnterpriseConversion,
  checkOperatorStatus,
} from '@console/api-client/rules';
import { sql } from 'kysely';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/schema';
import { route } from '../http/route';
import { invalidateStatistics } from './statistics';
import { customerAccount } from './watch-tower-accounts';

async function adminsByAccount(db: Db, accountId?: string): Promise<Map<string, WatchTowerAdmin[]>> {
  let query = db
    .selectFrom('admins')
    .select(['id', 'account_id', 'first_name', 'last_name', 'email', 'photo', 'time_zone'])
    .where('archived_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id');
  if (accountId) query = query.where('account_id', '=', accountId);
  const byAccount = new Map<string, WatchTowerAdmin[]>();
  for (const row of await query.execute()) {
    const list = byAccount.get(row.account_id) ?? [];
    list.push({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      photo: row.photo,
      timeZone: row.time_zone,
    });
    byAccount.set(row.account_id, list);
  }
  return byAccount;
}

export const watchTowerRoutes = [
  /** Every customer account with its active apps, platform and admins, by name. */
  route('listAccounts', async ({ deps: { db } }) => {
    const [accounts, billing, admins] = await Promise.all([
      db
        .selectFrom('accounts')
        .select(['id', 'name', 'provider'])
        .where('is_internal', '=', false)
        // By code point, whatever the database's collation: the mocks sort so too.
        .orderBy(sql`name collate "C"`)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('billing')
        .select(['account_id', 'app'])
        .where('status', 'in', ACTIVE_APP_STATUSES)
        .execute(),
      adminsByAccount(db),
    ]);
    const apps = new Map<string, { id: AppId }[]>();
    for (const row of billing)
      apps.set(row.account_id, [...(apps.get(row.account_id) ?? []), { id: row.app }]);
    return accounts.map((account) => ({
      id: account.id,
      name: account.name,
      apps: apps.get(account.id) ?? [],
      provider: account.provider,
      admins: admins.get(account.id) ?? [],
    }));
  }),

  route('getAccount', async ({ params, deps: { db } }) => {
    const account = await customerAccount(db, params.id ?? '');
    const [billing, admins] = await Promise.all([
      db.selectFrom('billing').select(['app', 'status']).where('account_id', '=', account.id).execute(),
      adminsByAccount(db, account.id),
    ]);
    return {
      account: { name: account.name },
      // All seven apps: one the account never used (no billing row) is inactive, and can be converted too.
      apps: watchTowerApps(Object.fromEntries(billing.map((row) => [row.app, row.status]))),
      admins: admins.get(account.id) ?? [],
    };
  }),

  /**
   * Converts an app to enterprise (spec 000 §4); the only status an operator sets here. The
   * entry in the account's audit log names the operator.
   */
  route('updateAppStatus', async ({ session, params, body, deps: { db, clock } }) => {
    const app = appParam(params.app);
    checkOperatorStatus(body.status);
    const account = await customerAccount(db, params.accountId ?? '');
    const today = clock.now().toISOString().slice(0, 10);
    await db.transaction().execute(async (tx) => {
      const current = await tx
        .selectFrom('billing')
        .select('status')
        .where('account_id', '=', account.id)
        .where('app', '=', app)
        .forUpdate()
        .executeTakeFirst();
      checkEnterpriseConversion(app, current?.status);
      await tx
        .insertInto('billing')
        .values({ account_id: account.id, app, status: 'enterprise', paid_since: today })
        .onConflict((oc) =>
          oc.columns(['account_id', 'app']).doUpdateSet((eb) => ({
            status: 'enterprise',
            paid_since: eb.fn.coalesce('billing.paid_since', eb.val(today)),
          })),
        )
        .execute();
      await recordAudit(tx, clock.now(), account.id, session, auditEvents.convertedToEnterprise(app));
    });
    invalidateStatistics(db);
    return { status: 'enterprise' as const };
  }),

  /**
   * A ghost token acting as owner in the account for 60 minutes, or until the operator's own
   * session ends if that is sooner. The account's audit log records who started it.
   */
  route('startGhostMode', async ({ session, body, deps: { db, clock, tokens } }) => {
    const account = await customerAccount(db, body.accountId);
    await recordAudit(db, clock.now(), account.id, session, auditEvents.ghostStarted(session.actor.email));
    const token = await tokens.sign({
      acc: account.id,
      sub: session.adminId,
      role: 'owner',
      isRoot: true,
      ghost: true,
      op: session.accountId,
      opExp: session.claims.exp,
    });
    return { token };
  }),
];
