import { activeAdminByEmail, createAdmin, sessionToken } from '../auth/sign-in';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { hashInvitationToken } from './invitation-token';

/**
 * Accepts the invitation of an e-mail's link (POST /invitations/accept) and answers a session token. The link was
 * delivered to the invited address, so holding its token proves the address: the admin is created with that address
 * and the invitation's role in the inviting account. Only once (the row is locked and marked accepted in the same
 * transaction), only before it expires, never for a revoked or replaced invitation.
 */
export async function acceptInvitationLink(deps: AppDeps, token: string): Promise<string> {
  const now = deps.clock.now();
  const admin = await deps.db.transaction().execute(async (tx) => {
    const invitation = await tx
      .selectFrom('invitations')
      .selectAll()
      .where('token_hash', '=', hashInvitationToken(token))
      .forUpdate()
      .executeTakeFirst();
    if (!invitation || invitation.revoked_at) throw new HttpError('INVITATION_INVALID');
    if (invitation.accepted_at) throw new HttpError('INVITATION_USED');
    if (invitation.expires_at.getTime() <= now.getTime()) throw new HttpError('INVITATION_EXPIRED');
    if (await activeAdminByEmail(tx, invitation.email)) throw new HttpError('ADMIN_EXISTS');
    await tx.updateTable('invitations').set({ accepted_at: now }).where('id', '=', invitation.id).execute();
    return createAdmin(
      tx,
      now,
      invitation.account_id,
      { email: invitation.email.toLowerCase(), firstName: '', lastName: '' },
      invitation.role,
      'invitation.accepted',
    );
  });
  return sessionToken(deps, admin);
}
