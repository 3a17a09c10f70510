import type { SeedInvitation } from '../../seed/types';

/**
 * The link an invitation e-mail carried, as the server keeps it with its invitation (the server stores only the
 * token's hash): revoked when the invitation is revoked or renewed, accepted once.
 */
export interface MockInvitationLink {
  token: string;
  invitationId: string;
  accountId: string;
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

/** The links of the seeded invitations that have one (valid, expired and used: DEMO_INVITATION_TOKENS). */
export function seededInvitationLinks(invitations: readonly SeedInvitation[]): MockInvitationLink[] {
  return invitations.flatMap((invitation) =>
    invitation.linkToken
      ? [
          {
            token: invitation.linkToken,
            invitationId: invitation.id,
            accountId: invitation.accountId,
            email: invitation.email,
            expiresAt: invitation.expiresAt.toISOString(),
            acceptedAt: invitation.acceptedAt?.toISOString() ?? null,
            revoked: false,
          },
        ]
      : [],
  );
}
