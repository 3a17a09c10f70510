import type { Invitation } from '@console/api-client';
import { ROLE_LABELS } from '@console/api-client';
import type { Mail } from '../mail/mailer';

/** The invitation e-mail: who invited, to which account, the link and when it expires. */
export function invitationMail(options: {
  invitation: Pick<Invitation, 'email' | 'role' | 'expiresAt'>;
  accountName: string;
  inviterName: string;
  link: string;
}): Mail {
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
