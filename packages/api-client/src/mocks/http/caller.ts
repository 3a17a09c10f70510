import type { AsyncResponseResolverReturnType, DefaultBodyType, PathParams } from 'msw';
import { ERROR_CODES } from '../../client/error-codes';
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

/**
 * Reads `Authorization: Bearer`, like the server: a token that is not ours, or whose admin is no
 * longer active, answers 401; an expired one 401 JWT_EXPIRED. Without the header the store's
 * session is the caller, so stories need no token.
 */
export function resolveCaller(store: MockStore, request: Request): Caller | Response {
  const match = /^Bearer (.+)$/i.exec(request.headers.get('authorization') ?? '');
  if (!match?.[1]) return { claims: sessionClaims(store), admin: sessionAdmin(store) };
  const claims = decodeMockToken(match[1]);
  if (!claims) return apiError(401, 'UNAUTHORIZED', 'The session token is not valid');
  if (claims.exp * 1000 <= store.now.getTime())
    return apiError(401, ERROR_CODES.JWT_EXPIRED, 'The session has expired');
  const admin = findActiveAdmin(store, claims.sub);
  if (!admin) return apiError(401, 'UNAUTHORIZED', 'The session token is not valid');
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
