import { AUTH_ERRORS } from '../../permissions';
import { Refusal } from '../../rules/errors';
import { accountState, findActiveAdmin } from '../store/accounts';
import { sessionAdmin } from '../store/session';
import type { MockAdmin, MockStore } from '../store/types';
import type { MockTokenClaims } from '../token';
import { decodeMockToken, encodeMockToken } from '../token';

/** Who is calling, in which account: the token's claims and the acting admin (an operator when ghosting). */
export interface Caller {
  /** `exp` is the bearer token's; the store's session (no header) has none. */
  claims: Omit<MockTokenClaims, 'iat' | 'exp'> & { exp?: number };
  admin: MockAdmin;
  /** The account the call acts in: the admin's own, or the ghosted one. */
  accountId: string;
}

/** The claims of the store's signed-in admin (no ghost). */
export function sessionClaims(store: MockStore): Caller['claims'] {
  const admin = sessionAdmin(store);
  return { acc: admin.account.id, sub: admin.id, role: admin.role, ghost: false };
}

/** A token for the store's session, for stories and tests that sign the console in. */
export function sessionToken(store: MockStore, overrides: Partial<MockTokenClaims> = {}): string {
  store.sequence += 1;
  return encodeMockToken({ ...sessionClaims(store), jti: `mock-${store.sequence}`, ...overrides }, store.now);
}

const refuse = ({ code, message }: { code: 'UNAUTHENTICATED' | 'JWT_EXPIRED'; message: string }) =>
  new Refusal(code, message);

/**
 * Reads `Authorization: Bearer`, like the server (same codes and messages): a token that is not ours answers 401
 * UNAUTHENTICATED, an expired one 401 JWT_EXPIRED; one signed out, whose admin is no longer active, whose account is
 * gone, a ghost token of an admin who is not root, or a normal token outside its admin's account, 401
 * UNAUTHENTICATED. Without the header the store's session is the caller, so stories need no token (after
 * `signOutStore` there is none: 401). Refusals are thrown.
 */
export function resolveCaller(store: MockStore, request: Request): Caller {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  if (!match?.[1]) {
    if (store.session.signedOut) throw refuse(AUTH_ERRORS.missingToken);
    const claims = sessionClaims(store);
    return { claims, admin: sessionAdmin(store), accountId: claims.acc };
  }
  const claims = decodeMockToken(match[1]);
  if (!claims) throw refuse(AUTH_ERRORS.invalidToken);
  if (claims.exp * 1000 <= store.now.getTime()) throw refuse(AUTH_ERRORS.expiredToken);
  const admin = findActiveAdmin(store, claims.sub);
  const revoked = claims.jti !== undefined && store.revokedTokens.includes(claims.jti);
  if (!admin || revoked || !accountState(store, claims.acc)) throw refuse(AUTH_ERRORS.endedSession);
  if (claims.ghost ? !admin.isRoot : admin.account.id !== claims.acc) throw refuse(AUTH_ERRORS.endedSession);
  return { claims, admin, accountId: claims.acc };
}
