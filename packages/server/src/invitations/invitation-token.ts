import { createHash, randomBytes } from 'node:crypto';

/** A one-time acceptance token: 32 random bytes, base64url. Only its hash is stored. */
export const newInvitationToken = () => randomBytes(32).toString('base64url');

export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The link the e-mail carries: {PUBLIC_URL}/invitations/accept?token=... */
export function acceptanceLink(publicUrl: string, token: string): string {
  const url = new URL('/invitations/accept', publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}
