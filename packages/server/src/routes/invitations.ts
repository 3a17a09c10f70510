import { randomUUID } from 'node:crypto';
import type { Invitation } from '@console/api-client';
import { auditEvents, INVITATION_TTL_MS } from '@console/api-client/rules';
import { sql } from 'kysely';
import { recordAudit } from '../audit/record-audit';
import type { Session } from '../auth/session';
import type { Queryable } from '../db/schema';
import { HttpError, notFound, REFUSALS } from '../http/errors';
import { route } from '../http/route';
import { acceptInvitationLink } from '../invitations/accept-invitation-link';
import { hashInvitationToken, newInvitationToken } from '../invitations/invitation-token';
import { sendInvitationMail } from '../invitations/send-invitation-mail';

interface InvitationRow {
  id: string;
  email: string;
  role: Invitation['role'];
  expires_at: Date;
  email_status: 'sent' | 'failed' | null;
}

const COLUMNS = ['id', 'email', 'role', 'expires_at', 'email_status'] as const;

const view = (row: InvitationRow): Invitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  expiresAt: row.expires_at.toISOString(),
  ...(row.email_status ? { emailStatus: row.email_status } : {}),
});

/** Open invitations: neither revoked nor accepted (expired ones stay listed, in red). */
function openInvitations(db: Queryable, session: Session) {
  return db
    .selectFrom('invitations')
    .select(COLUMNS)
    .where('account_id', '=', session.accountId)
    .where('revoked_at', 'is', null)
    .where('accepted_at', 'is', null);
}

export const invitationRoutes = [
  route('listInvitations', async ({ session, deps: { db } }) => {
    const rows = await openInvitations(db, session).orderBy('created_at', 'desc').orderBy('id').execute();
    return rows.map(view);
  }),

  /**
   * Invites an e-mail as admin (the dialog is "Add an Administrator"). Inviting an e-mail that is
   * already invited renews its invitation (a new link; the old one stops working); one that is already an active
   * admin is a conflict. The invitation e-mail with its one-time link is sent once the invitation is stored; the
   * answer's emailStatus says whether the mail server took it.
   */
  route('createInvitation', async ({ session, body, deps }) => {
    const { db, clock } = deps;
    const now = clock.now();
    const token = newInvitationToken();
    const email = body.email.toLowerCase();
    const row = await db.transaction().execute(async (tx) => {
      const admin = await tx
        .selectFrom('admins')
        .select('id')
        .where(sql`lower(email)`, '=', email)
        .where('archived_at', 'is', null)
        .executeTakeFirst();
      if (admin) throw new HttpError('ADMIN_EXISTS');
      await tx
        .updateTable('invitations')
        .set({ revoked_at: now })
        .where('account_id', '=', session.accountId)
        .where(sql`lower(email)`, '=', email)
        .where('revoked_at', 'is', null)
        .where('accepted_at', 'is', null)
        .execute();
      const created = await tx
        .insertInto('invitations')
        .values({
          id: `inv_${randomUUID()}`,
          account_id: session.accountId,
          email,
          role: 'admin',
          created_at: now,
          expires_at: new Date(now.getTime() + INVITATION_TTL_MS),
          token_hash: hashInvitationToken(token),
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      await recordAudit(tx, now, session.accountId, session, auditEvents.adminInvited(email));
      return created;
    });
    const emailStatus = await sendInvitationMail(deps, session, row, token);
    return view({ ...row, email_status: emailStatus });
  }),

  /** The invitation e-mail's link: accepts it and signs the person in (see acceptInvitationLink). */
  route('acceptInvitation', async ({ body, deps }) => ({
    token: await acceptInvitationLink(deps, body.token),
  })),

  route('updateInvitationRole', async ({ session, params, body, deps: { db, clock } }) => {
    const row = await db.transaction().execute(async (tx) => {
      const updated = await tx
        .updateTable('invitations')
        .set({ role: body.role })
        .where('id', '=', params.id ?? '')
        .where('account_id', '=', session.accountId)
        .where('revoked_at', 'is', null)
        .where('accepted_at', 'is', null)
        .returning(COLUMNS)
        .executeTakeFirst();
      if (!updated) throw notFound(REFUSALS.invitationNotFound);
      await recordAudit(
        tx,
        clock.now(),
        session.accountId,
        session,
        auditEvents.invitationRoleUpdated(updated.email, body.role),
      );
      return updated;
    });
    return view(row);
  }),

  /** Revoked by e-mail (spec 000 §7); the person must be invited again. */
  route('revokeInvitation', async ({ session, body, deps: { db, clock } }) => {
    const now = clock.now();
    await db.transaction().execute(async (tx) => {
      const revoked = await tx
        .updateTable('invitations')
        .set({ revoked_at: now })
        .where('account_id', '=', session.accountId)
        .where(sql`lower(email)`, '=', body.email.toLowerCase())
        .where('revoked_at', 'is', null)
        .where('accepted_at', 'is', null)
        .returning('email')
        .executeTakeFirst();
      if (!revoked) throw notFound(REFUSALS.invitationNotFound);
      await recordAudit(tx, now, session.accountId, session, auditEvents.invitationRevoked(revoked.email));
    });
  }),
];
