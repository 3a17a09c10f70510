import { auditEvents, checkAdminChange } from '@console/api-client/rules';
import { sql } from 'kysely';
import { recordAudit } from '../audit/record-audit';
import type { Session } from '../auth/session';
import type { Queryable } from '../db/schema';
import { notFound, REFUSALS } from '../http/errors';
import { route } from '../http/route';
import { adminView, fullName } from '../views/admin-view';

async function hasOnboarded(db: Queryable, accountId: string): Promise<boolean> {
  const account = await db
    .selectFrom('accounts')
    .select('has_onboarded')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return account.has_onboarded;
}

/** The active admin `id` of the caller's account, locked for the change, if checkAdminChange allows it. */
async function changeableAdmin(db: Queryable, session: Session, id: string) {
  const admin = await db
    .selectFrom('admins')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', session.accountId)
    .where('archived_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!admin) throw notFound(REFUSALS.adminNotFound);
  checkAdminChange(admin, session.adminId);
  return admin;
}

export const adminRoutes = [
  /** Active admins, owner first, then by name; archived admins are left out. */
  route('listAdmins', async ({ session, deps: { db } }) => {
    const [rows, onboarded] = await Promise.all([
      db
        .selectFrom('admins')
        .selectAll()
        .where('account_id', '=', session.accountId)
        .where('archived_at', 'is', null)
        .orderBy((eb) => eb.case().when('role', '=', 'owner').then(0).else(1).end())
        // By code point, whatever the database's collation: the mocks sort so too.
        .orderBy(sql`first_name collate "C"`)
        .orderBy(sql`last_name collate "C"`)
        .orderBy('id')
        .execute(),
      hasOnboarded(db, session.accountId),
    ]);
    return rows.map((row) => adminView(row, onboarded));
  }),

  route('updateAdminRole', async ({ session, params, body, deps: { db, clock } }) => {
    const updated = await db.transaction().execute(async (tx) => {
      const admin = await changeableAdmin(tx, session, params.id ?? '');
      const row = await tx
        .updateTable('admins')
        .set({ role: body.role })
        .where('id', '=', admin.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(
        tx,
        clock.now(),
        session.accountId,
        session,
        auditEvents.adminRoleUpdated(admin.email, body.role),
      );
      return row;
    });
    return adminView(updated, await hasOnboarded(db, session.accountId));
  }),

  /** "Remove from account" archives the admin: the row stays for the audit log, sessions end. */
  route('removeAdmin', async ({ session, params, deps: { db, clock } }) => {
    await db.transaction().execute(async (tx) => {
      const admin = await changeableAdmin(tx, session, params.id ?? '');
      await tx.updateTable('admins').set({ archived_at: clock.now() }).where('id', '=', admin.id).execute();
      await recordAudit(
        tx,
        clock.now(),
        session.accountId,
        session,
        auditEvents.adminArchived(fullName(admin), admin.email),
      );
    });
  }),
];
