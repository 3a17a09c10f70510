import { acceptanceLink, invitationMail, inviterName } from '@console/api-client/rules';
import type { AppDeps } from '../deps';
import type { Session } from '../auth/session';
import { trySend } from '../mail/mailer';

/**
 * Sends the invitation e-mail, awaited within the mailer's time cap (SMTP_TIMEOUT_MS), and records the outcome on
 * the invitation, so the admin learns at once whether it went out: the answer and the list say `sent` or `failed`.
 * A failure never undoes the invitation; inviting the address again sends a new link.
 */
export async function sendInvitationMail(
  deps: AppDeps,
  session: Session,
  invitation: { id: string; email: string; role: 'admin' | 'supervisor'; expires_at: Date },
  token: string,
): Promise<'sent' | 'failed'> {
  const account = await deps.db
    .selectFrom('accounts')
    .select('name')
    .where('id', '=', session.accountId)
    .executeTakeFirstOrThrow();
  const { status, error } = await trySend(
    deps.mailer,
    invitationMail({
      invitation: { ...invitation, expiresAt: invitation.expires_at.toISOString() },
      accountName: account.name,
      inviterName: inviterName(session.actor),
      link: acceptanceLink(deps.config.publicUrl, token),
    }),
    'invitation',
  );
  await deps.db
    .updateTable('invitations')
    .set({ email_status: status, email_error: error })
    .where('id', '=', invitation.id)
    .execute();
  return status;
}
