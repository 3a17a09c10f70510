import { isStaffEmail } from '@console/api-client';
import { auditEvents } from '@console/api-client/rules';
import { recordAudit } from '../audit/record-audit';
import type { Session } from '../auth/session';
import type { Queryable } from '../db/schema';
import { route } from '../http/route';
import { loadBilling } from '../views/billing-view';
import { loadBranding } from '../views/branding-view';

async function revoke(db: Queryable, session: Session): Promise<void> {
  await db
    .insertInto('revoked_tokens')
    .values({ jti: session.claims.jti, expires_at: new Date(session.claims.exp * 1000) })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
}

export const sessionRoutes = [
  /**
   * The signed-in admin with the account's billing and branding. In ghost mode: the operator, as
   * owner of the ghosted account (the token's acc), with that account's billing and branding, and
   * isRoot false (a ghost token is refused by Watch Tower: the console hides it). isStaff: the
   * actor's e-mail is in the provider's domain (unreleased apps).
   */
  route('getBootstrap', async ({ session, deps: { db, config } }) => {
    const [admin, account, billing, branding] = await Promise.all([
      db.selectFrom('admins').selectAll().where('id', '=', session.adminId).executeTakeFirstOrThrow(),
      db
        .selectFrom('accounts')
        .select('has_onboarded')
        .where('id', '=', session.accountId)
        .executeTakeFirstOrThrow(),
      loadBilling(db, session.accountId),
      loadBranding(db, session.accountId),
    ]);
    return {
      id: admin.id,
      firstName: admin.first_name,
      lastName: admin.last_name,
      email: admin.email,
      role: session.role,
      isRoot: session.ghost ? false : admin.is_root,
      isStaff: isStaffEmail(session.actor.email, config.providerEmailDomain),
      account: { id: session.accountId, hasOnboarded: account.has_onboarded },
      billing,
      branding,
    };
  }),

  /** Sign-out ends the token on the server too: it is refused until it would have expired. */
  route('signOut', async ({ session, deps: { db, clock } }) => {
    await db.deleteFrom('revoked_tokens').where('expires_at', '<', clock.now()).execute();
    await revoke(db, session);
  }),

  /**
   * Leaves ghost mode: the ghost token is revoked and the operator gets their own session back,
   * ending when it would have ended anyway.
   */
  route('endGhostMode', async ({ session, deps: { db, clock, tokens } }) => {
    const operator = await db.transaction().execute(async (tx) => {
      await revoke(tx, session);
      await recordAudit(tx, clock.now(), session.accountId, session, auditEvents.ghostEnded());
      return tx.selectFrom('admins').selectAll().where('id', '=', session.adminId).executeTakeFirstOrThrow();
    });
    // The operator's own session comes back with the expiry it had when ghosting started (a ghost
    // token from before opExp existed gives back no more than its own remaining time).
    const until = session.claims.opExp ?? session.claims.exp;
    const token = await tokens.sign(
      {
        acc: operator.account_id,
        sub: operator.id,
        role: operator.role,
        isRoot: operator.is_root,
        ghost: false,
      },
      until - Math.floor(clock.now().getTime() / 1000),
    );
    return { token };
  }),

  /** Stores the answers and marks the account onboarded; each chosen app is activated separately. */
  route('submitQuestionnaire', async ({ session, body, deps: { db, clock } }) => {
    await db.transaction().execute(async (tx) => {
      await tx
        .updateTable('accounts')
        .set({ has_onboarded: true, questionnaire: JSON.stringify(body) })
        .where('id', '=', session.accountId)
        .execute();
      await recordAudit(tx, clock.now(), session.accountId, session, auditEvents.onboarded());
    });
  }),
];
