import type { HttpHandler } from 'msw';
import { ROLE_LABELS } from '../../admins/role';
import { endpoints } from '../../endpoints';
import type { Invitation } from '../../invitations/schemas';
import { actorOf, withCaller } from '../http/caller';
import { readBody } from '../http/read-body';
import { answer, conflict, emptyAnswer, notFound } from '../http/respond';
import { acceptInvitationLink, sendInvitationLink } from '../store/accept-invitation-link';
import { route } from '../http/route';
import { appendAudit } from '../store/audit-log';
import { addDays } from '../store/clock';
import { activeAdmins } from '../store/demo-account';
import type { MockStore } from '../store/types';

/** How long an invitation stays pending (not shown in the spec). */
export const INVITATION_LIFETIME_DAYS = 7;

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function invitationHandlers(store: MockStore): HttpHandler[] {
  return [
    route(
      endpoints.listInvitations,
      withCaller(store, () => answer(endpoints.listInvitations, store.invitations)),
    ),
    /** Inviting again renews the pending invitation; inviting an active admin is refused. */
    route(
      endpoints.createInvitation,
      withCaller(store, async ({ request, caller }) => {
        const body = await readBody(request, endpoints.createInvitation.body);
        if (!body.ok) return body.response;
        const { email } = body.data;
        if (activeAdmins(store).some((admin) => sameEmail(admin.email, email)))
          return conflict('ADMIN_EXISTS', `${email} is already an administrator`);
        store.sequence += 1;
        const invitation: Invitation = {
          id: `inv_m${String(store.sequence).padStart(6, '0')}`,
          email,
          role: 'admin',
          expiresAt: addDays(store.now, INVITATION_LIFETIME_DAYS).toISOString(),
          emailStatus: 'sent',
        };
        sendInvitationLink(store, invitation);
        store.invitations = [
          invitation,
          ...store.invitations.filter((other) => !sameEmail(other.email, email)),
        ];
        appendAudit(store, actorOf(caller), { event: 'admin.invited', description: `Invited ${email}` });
        return answer(endpoints.createInvitation, invitation);
      }),
    ),
    route(
      endpoints.updateInvitationRole,
      withCaller(store, async ({ request, params, caller }) => {
        const body = await readBody(request, endpoints.updateInvitationRole.body);
        if (!body.ok) return body.response;
        const invitation = store.invitations.find((candidate) => candidate.id === params.id);
        if (!invitation) return notFound('Invitation');
        invitation.role = body.data.role;
        appendAudit(store, actorOf(caller), {
          event: 'invitation.role-updated',
          description: `Changed the role of ${invitation.email} to ${ROLE_LABELS[invitation.role]}`,
        });
        return answer(endpoints.updateInvitationRole, invitation);
      }),
    ),
    route(
      endpoints.revokeInvitation,
      withCaller(store, async ({ request, caller }) => {
        const body = await readBody(request, endpoints.revokeInvitation.body);
        if (!body.ok) return body.response;
        const { email } = body.data;
        if (!store.invitations.some((invitation) => sameEmail(invitation.email, email)))
          return notFound('Invitation');
        store.invitations = store.invitations.filter((invitation) => !sameEmail(invitation.email, email));
        for (const link of store.invitationLinks) if (sameEmail(link.email, email)) link.revoked = true;
        appendAudit(store, actorOf(caller), {
          event: 'invitation.revoked',
          description: `Revoked the invitation of ${email}`,
        });
        return emptyAnswer(endpoints.revokeInvitation);
      }),
    ),
    /** Public, like the server: the link's token is the proof. */
    route(endpoints.acceptInvitation, async ({ request }) => {
      const body = await readBody(request, endpoints.acceptInvitation.body);
      if (!body.ok) return body.response;
      const accepted = acceptInvitationLink(store, body.data.token);
      return accepted instanceof Response ? accepted : answer(endpoints.acceptInvitation, accepted);
    }),
  ];
}
