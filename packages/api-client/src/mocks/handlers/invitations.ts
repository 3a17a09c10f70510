import type { HttpHandler } from 'msw';
import type { Invitation } from '../../invitations/schemas';
import { auditEvents } from '../../rules/audit-events';
import { notFound, Refusal, REFUSALS } from '../../rules/errors';
import { INVITATION_TTL_MS } from '../../rules/invitations';
import { mockRoute } from '../http/mock-route';
import { acceptInvitationLink, sendInvitationLink } from '../store/accept-invitation-link';
import { activeAdminByEmail } from '../store/accounts';
import { appendAudit } from '../store/audit-log';
import type { MockAccountState, MockStore } from '../store/types';

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Takes the account's open invitations of `email` off the list; their links stop working. Answers them. */
function closeInvitations(store: MockStore, scope: MockAccountState, email: string): Invitation[] {
  const closed = scope.invitations.filter((invitation) => sameEmail(invitation.email, email));
  scope.invitations = scope.invitations.filter((invitation) => !closed.includes(invitation));
  for (const link of store.invitationLinks)
    if (closed.some((invitation) => invitation.id === link.invitationId)) link.revoked = true;
  return closed;
}

export function invitationHandlers(store: MockStore): HttpHandler[] {
  return [
    /** Open invitations, newest first (expired ones stay listed, in red). */
    mockRoute(store, 'listInvitations', ({ scope }) => scope.invitations),
    /**
     * Invites an e-mail as admin. Inviting an e-mail already invited renews its invitation (a new link; the old one
     * stops working); one that is an active admin is refused. The e-mail goes to the mock outbox.
     */
    mockRoute(store, 'createInvitation', ({ request, body, caller, scope }) => {
      const email = body.email.toLowerCase();
      if (activeAdminByEmail(store, email)) throw new Refusal('ADMIN_EXISTS');
      closeInvitations(store, scope, email);
      store.sequence += 1;
      const invitation: Invitation = {
        id: `inv_m${String(store.sequence).padStart(6, '0')}`,
        email,
        role: 'admin',
        expiresAt: new Date(store.now.getTime() + INVITATION_TTL_MS).toISOString(),
        emailStatus: 'sent',
      };
      appendAudit(store, scope, caller, auditEvents.adminInvited(email));
      sendInvitationLink(store, scope, caller, invitation, new URL(request.url).origin);
      scope.invitations.unshift(invitation);
      return invitation;
    }),
    mockRoute(store, 'updateInvitationRole', ({ params, body, caller, scope }) => {
      const invitation = scope.invitations.find((candidate) => candidate.id === params.id);
      if (!invitation) throw notFound(REFUSALS.invitationNotFound);
      invitation.role = body.role;
      appendAudit(store, scope, caller, auditEvents.invitationRoleUpdated(invitation.email, body.role));
      return invitation;
    }),
    /** Revoked by e-mail (spec 000 §7); the person must be invited again. */
    mockRoute(store, 'revokeInvitation', ({ body, caller, scope }) => {
      const [revoked] = closeInvitations(store, scope, body.email);
      if (!revoked) throw notFound(REFUSALS.invitationNotFound);
      appendAudit(store, scope, caller, auditEvents.invitationRevoked(revoked.email));
    }),
    /** Public, like the server: the link's token is the proof. */
    mockRoute(store, 'acceptInvitation', ({ body }) => acceptInvitationLink(store, body.token)),
  ];
}
