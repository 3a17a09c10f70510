import { acceptanceLink, invitationMail, inviterName } from '@console/api-client/rules';
import type { AppDeps } from '../deps';
import type { Session } from '../auth/session';

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
  let status: 'sent' | 'failed' = 'sent';
  let error: string | null = null;
  try {
    await deps.mailer.send(
      invitationMail({
        invitation: { ...invitation, expiresAt: invitation.expires_at.toISOString() },
        accountName: account.name,
        inviterName: inviterName(session.actor),
        link: acceptanceLink(deps.config.publicUrl, token),
      }),
    );
  } catch (reason) {
    status = 'failed';
    error = reason instanceof Error ? reason.message : 'The e-mail could not be sent';
    console.error(`invitation e-mail to ${invitation.email} not sent: ${error}`);
  }
  await deps.db
    .updateTable('invitations')
    .set({ email_status: status, email_error: error })
    .where('id', '=', invitation.id)
    .execute();
  return status;
}
