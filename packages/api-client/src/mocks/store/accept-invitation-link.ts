import type { Invitation } from '../../invitations/schemas';
import type { InvitationLinkError } from '../../invitations/accept-invitation';
import { INVITATION_LINK_ERRORS } from '../../invitations/accept-invitation';
import { apiError } from '../http/respond';
import { encodeMockToken } from '../token';
import { appendAudit } from './audit-log';
import { activeAdmins } from './demo-account';
import type { MockStore } from './types';

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Creating or renewing an invitation: the older links of the address stop working, a new one is mailed. */
export function sendInvitationLink(store: MockStore, invitation: Invitation): void {
  for (const link of store.invitationLinks) if (sameEmail(link.email, invitation.email)) link.revoked = true;
  const token = `mock-link-${invitation.id}`;
  store.invitationLinks.push({
    token,
    invitationId: invitation.id,
    email: invitation.email,
    expiresAt: invitation.expiresAt,
    acceptedAt: null,
    revoked: false,
  });
  store.outbox.push({
    to: invitation.email,
    subject: `You are invited to administer ${store.account.name}`,
    text: `/invitations/accept?token=${token}`,
  });
}

const refuse = (code: InvitationLinkError) =>
  apiError(INVITATION_LINK_ERRORS[code].status, code, INVITATION_LINK_ERRORS[code].message);

/**
 * As the server: the invited address becomes an admin of the account with the invitation's current role, once,
 * before expiry, never through a revoked or replaced link. Answers the session token or the refusal.
 */
export function acceptInvitationLink(store: MockStore, token: string): { token: string } | Response {
  const link = store.invitationLinks.find((candidate) => candidate.token === token);
  if (!link || link.revoked) return refuse('INVITATION_INVALID');
  if (link.acceptedAt) return refuse('INVITATION_USED');
  if (new Date(link.expiresAt).getTime() <= store.now.getTime()) return refuse('INVITATION_EXPIRED');
  if (activeAdmins(store).some((admin) => sameEmail(admin.email, link.email))) return refuse('ADMIN_EXISTS');
  const invitation = store.invitations.find((candidate) => candidate.id === link.invitationId);
  const role = invitation?.role ?? 'admin';
  link.acceptedAt = store.now.toISOString();
  store.sequence += 1;
  const id = `adm_m${String(store.sequence).padStart(6, '0')}`;
  store.admins.push({
    id,
    firstName: link.email.split('@')[0] ?? link.email,
    lastName: '',
    email: link.email,
    role,
    isRoot: false,
    account: { id: store.account.id, hasOnboarded: store.account.hasOnboarded },
    archivedAt: null,
  });
  store.invitations = store.invitations.filter((candidate) => candidate.id !== link.invitationId);
  appendAudit(store, null, {
    event: 'invitation.accepted',
    description: `${link.email} accepted the invitation`,
  });
  return { token: encodeMockToken({ acc: store.account.id, sub: id, role, ghost: false }, store.now) };
}
