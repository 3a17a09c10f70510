import { createHash, randomBytes } from 'node:crypto';

/** A one-time acceptance token: 32 random bytes, base64url. Only its hash is stored. */
export const newInvitationToken = () => randomBytes(32).toString('base64url');

export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');
