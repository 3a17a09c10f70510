import type { AsyncResponseResolverReturnType, DefaultBodyType, PathParams } from 'msw';
import { AUTH_ERRORS } from '../../permissions';
import { findActiveAdmin } from '../store/demo-account';
import { sessionAdmin } from '../store/session';
import type { MockAdmin, MockStore } from '../store/types';
import type { MockTokenClaims } from '../token';
import { decodeMockToken, encodeMockToken } from '../token';
import { apiError } from './respond';

/** Who is calling: the token's claims and the acting admin (an operator when ghosting). */
export interface Caller {
  /** `exp` is the bearer token's; the store's session (no header) has none. */
  claims: Omit<MockTokenClaims, 'iat' | 'exp'> & { exp?: number };
  admin: MockAdmin;
}

/** The claims of the store's signed-in admin (no ghost). */
export function sessionClaims(store: MockStore): Caller['claims'] {
  const admin = sessionAdmin(store);
  return { acc: store.account.id, sub: admin.id, role: admin.role, ghost: false };
}

/** A token for the store's session, for stories and tests that sign the console in. */
export function sessionToken(store: MockStore, overrides: Partial<MockTokenClaims> = {}): string {
  return encodeMockToken({ ...sessionClaims(store), ...overrides }, store.now);
}

const refuse = ({ status, code, message }: { status: number; code: string; message: string }) =>
  apiError(status, code, message);

/**
 * Reads `Authorization: Bearer`, like the server (same codes and messages, AUTH_ERRORS): a token
 * that is not ours answers 401 UNAUTHENTICATED, an expired one 401 JWT_EXPIRED; one whose admin is
 * no longer active, a ghost token of an admin who is not root, or a normal token outside its
 * admin's account, 401 UNAUTHENTICATED. Without the header the store's session is the caller, so
 * stories need no token (after `signOutStore` there is none: 401).
 */
export function resolveCaller(store: MockStore, request: Request): Caller | Response {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  if (!match?.[1]) {
    if (store.session.signedOut) return refuse(AUTH_ERRORS.missingToken);
    return { claims: sessionClaims(store), admin: sessionAdmin(store) };
  }
  const claims = decodeMockToken(match[1]);
  if (!claims) return refuse(AUTH_ERRORS.invalidToken);
  if (claims.exp * 1000 <= store.now.getTime()) return refuse(AUTH_ERRORS.expiredToken);
  const admin = findActiveAdmin(store, claims.sub);
  if (!admin) return refuse(AUTH_ERRORS.endedSession);
  if (claims.ghost ? !admin.isRoot : admin.account.id !== claims.acc) return refuse(AUTH_ERRORS.endedSession);
  return { claims, admin };
}

type Info = { request: Request; params: PathParams };

/** Wraps a resolver that needs the caller; refused tokens never reach it. */
export function withCaller(
  store: MockStore,
  resolver: (info: Info & { caller: Caller }) => AsyncResponseResolverReturnType<DefaultBodyType>,
): (info: Info) => Response | AsyncResponseResolverReturnType<DefaultBodyType> {
  return (info: Info) => {
    const caller = resolveCaller(store, info.request);
    return caller instanceof Response ? caller : resolver({ ...info, caller });
  };
}

/** The audit log's actor for a change by `caller`. */
export function actorOf(caller: Caller): { firstName: string; lastName: string } {
  return { firstName: caller.admin.firstName, lastName: caller.admin.lastName };
}
