import type { Invitation } from '../../invitations/schemas';
import { auditEvents } from '../../rules/audit-events';
import { Refusal } from '../../rules/errors';
import { acceptanceLink, invitationMail, inviterName } from '../../rules/invitations';
import type { Caller } from '../http/caller';
import { encodeMockToken } from '../token';
import { accountState, activeAdminByEmail, addAdmin } from './accounts';
import { appendAudit } from './audit-log';
import type { MockAccountState, MockStore } from './types';

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Creating or renewing an invitation: the older links of the address in that account stop working, and the
 * invitation e-mail (the server's words) with a new link goes to the mock outbox.
 */
export function sendInvitationLink(
  store: MockStore,
  state: MockAccountState,
  caller: Caller,
  invitation: Invitation,
  publicUrl: string,
): void {
  for (const link of store.invitationLinks)
    if (link.accountId === state.account.id && sameEmail(link.email, invitation.email)) link.revoked = true;
  const token = `mock-link-${invitation.id}`;
  store.invitationLinks.push({
    token,
    invitationId: invitation.id,
    accountId: state.account.id,
    email: invitation.email,
    expiresAt: invitation.expiresAt,
    acceptedAt: null,
    revoked: false,
  });
  store.outbox.push(
    invitationMail({
      invitation,
      accountName: state.account.name,
      inviterName: inviterName(caller.admin),
      link: acceptanceLink(publicUrl, token),
    }),
  );
}

/**
 * As the server: the invited address becomes an admin of the inviting account with the invitation's current role,
 * once, before expiry, never through a revoked or replaced link. Answers the session token; refusals are thrown.
 */
export function acceptInvitationLink(store: MockStore, token: string): { token: string } {
  const link = store.invitationLinks.find((candidate) => candidate.token === token);
  const state = link && accountState(store, link.accountId);
  if (!link || link.revoked || !state) throw new Refusal('INVITATION_INVALID');
  if (link.acceptedAt) throw new Refusal('INVITATION_USED');
  if (new Date(link.expiresAt).getTime() <= store.now.getTime()) throw new Refusal('INVITATION_EXPIRED');
  if (activeAdminByEmail(store, link.email)) throw new Refusal('ADMIN_EXISTS');
  const invitation = state.invitations.find((candidate) => candidate.id === link.invitationId);
  const role = invitation?.role ?? 'admin';
  link.acceptedAt = store.now.toISOString();
  store.sequence += 1;
  const id = `adm_m${String(store.sequence).padStart(6, '0')}`;
  const email = link.email.toLowerCase();
  addAdmin(store, state, {
    id,
    firstName: email.split('@')[0] ?? email,
    lastName: '',
    email,
    role,
    isRoot: false,
    account: { id: state.account.id, hasOnboarded: state.account.hasOnboarded },
    archivedAt: null,
    photo: null,
    timeZone: null,
    createdAt: store.now.toISOString(),
  });
  const index = state.invitations.findIndex((candidate) => candidate.id === link.invitationId);
  if (index >= 0) state.invitations.splice(index, 1);
  appendAudit(store, state, null, auditEvents.invitationAccepted(email));
  return { token: encodeMockToken({ acc: state.account.id, sub: id, role, ghost: false }, store.now) };
}
