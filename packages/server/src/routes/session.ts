import { isStaffEmail } from '@console/api-client';
import { auditEvents } from '@console/api-client/rules';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { recordAudit } from '../audit/record-audit';
import type { Session } from '../auth/session';
import type { Queryable } from '../db/schema';
import { route } from '../http/route';
import { billingFromRows } from '../views/billing-view';
import { brandingFromRow, brandingQuery } from '../views/branding-view';

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
    // One query (PGlite answers one at a time): the admin comes from the session's own query.
    const row = await brandingQuery(db, session.accountId)
      .select((eb) => [
        'accounts.has_onboarded',
        jsonArrayFrom(
          eb
            .selectFrom('billing')
            .select(['billing.app', 'billing.status'])
            .whereRef('billing.account_id', '=', 'accounts.id'),
        ).as('billing'),
      ])
      .executeTakeFirstOrThrow();
    return {
      id: session.adminId,
      firstName: session.actor.firstName,
      lastName: session.actor.lastName,
      email: session.actor.email,
      role: session.role,
      isRoot: session.ghost ? false : session.isRoot,
      isStaff: isStaffEmail(session.actor.email, config.providerEmailDomain),
      account: { id: session.accountId, hasOnboarded: row.has_onboarded },
      billing: billingFromRows(row.billing),
      branding: brandingFromRow(row),
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
