import { addDays } from './clock';
import { DEMO_DOMAIN } from './demo-account';

/** The link an invitation e-mail carried, as the server keeps it (the server stores only the token's hash). */
export interface MockInvitationLink {
  token: string;
  invitationId: string;
  email: string;
  expiresAt: string;
  acceptedAt: string | null;
  revoked: boolean;
}

/** An e-mail the mock server sent: its outbox stands in for the mail server. */
export interface MockMail {
  to: string;
  subject: string;
  text: string;
}

/** Links of the demo invitations, for the acceptance stories: one valid, one expired, one already used. */
export const DEMO_INVITATION_TOKENS = {
  valid: 'demo-link-lena-fischer-0001',
  expired: 'demo-link-jo-walsh-0003',
  used: 'demo-link-accepted-0004',
} as const;

export function demoInvitationLinks(now: Date): MockInvitationLink[] {
  return [
    {
      token: DEMO_INVITATION_TOKENS.valid,
      invitationId: 'inv_demo0001',
      email: `lena.fischer@${DEMO_DOMAIN}`,
      expiresAt: addDays(now, 5).toISOString(),
      acceptedAt: null,
      revoked: false,
    },
    {
      token: DEMO_INVITATION_TOKENS.expired,
      invitationId: 'inv_demo0003',
      email: `jo.walsh@${DEMO_DOMAIN}`,
      expiresAt: addDays(now, -3).toISOString(),
      acceptedAt: null,
      revoked: false,
    },
    {
      token: DEMO_INVITATION_TOKENS.used,
      invitationId: 'inv_demo0004',
      email: `accepted.before@${DEMO_DOMAIN}`,
      expiresAt: addDays(now, 4).toISOString(),
      acceptedAt: addDays(now, -1).toISOString(),
      revoked: false,
    },
  ];
}
