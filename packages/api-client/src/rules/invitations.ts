import { ROLE_LABELS } from '../admins/role';
import type { Invitation } from '../invitations/schemas';

/** An invitation is pending for 7 days, then shown as Expired (not shown in the spec). */
export const INVITATION_TTL_MS = 7 * 86_400_000;

/** The link the invitation e-mail carries: {PUBLIC_URL}/invitations/accept?token=... */
export function acceptanceLink(publicUrl: string, token: string): string {
  const url = new URL('/invitations/accept', publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** The invitation e-mail: who invited, to which account, the link and when it expires. */
export function invitationMail(options: {
  invitation: Pick<Invitation, 'email' | 'role' | 'expiresAt'>;
  accountName: string;
  inviterName: string;
  link: string;
}): { to: string; subject: string; text: string } {
  const { invitation, accountName, inviterName, link } = options;
  const expires = new Date(invitation.expiresAt).toUTCString();
  return {
    to: invitation.email,
    subject: `You are invited to administer ${accountName}`,
    text: [
      `${inviterName} invited you to the ${accountName} console as ${ROLE_LABELS[invitation.role]}.`,
      '',
      'Open this link to accept the invitation and sign in:',
      link,
      '',
      `The link works once and expires on ${expires}.`,
      'If you did not expect this e-mail, you can ignore it.',
      '',
    ].join('\n'),
  };
}

/** Who the e-mail says invited: the admin's name, or their address when they have none. */
export function inviterName(actor: { firstName: string; lastName: string; email: string }): string {
  return `${actor.firstName} ${actor.lastName}`.trim() || actor.email;
}
