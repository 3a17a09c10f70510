import type { Role } from '../../admins/role';
import {
  DEMO_ACCOUNT_ID,
  DEMO_ADMIN_IDS,
  INTERNAL_ACCOUNT_ID,
  NEWCOMER_ACCOUNT_ID,
  NEWCOMER_OWNER_ID,
  OPERATOR_ADMIN_ID,
} from '../../seed/demo-account';
import type { ContractCaller } from './types';

/** The claims a caller's token carries, as the server signs them (`isRoot`, `op`: the server's own claims). */
export interface ContractClaims {
  acc: string;
  sub: string;
  role: Role;
  ghost: boolean;
  isRoot?: boolean;
  op?: string;
}

const person = (sub: string, role: Role, acc = DEMO_ACCOUNT_ID): ContractClaims => ({
  acc,
  sub,
  role,
  ghost: false,
});

/** Undefined for `none` (no token); a saved token has no claims to sign. */
export function claimsOf(caller: ContractCaller): ContractClaims | undefined {
  if (typeof caller === 'object' && 'saved' in caller) return undefined;
  if (typeof caller === 'object') {
    return {
      acc: caller.ghostOf,
      sub: OPERATOR_ADMIN_ID,
      role: 'owner',
      isRoot: true,
      ghost: true,
      op: INTERNAL_ACCOUNT_ID,
    };
  }
  switch (caller) {
    case 'none':
      return undefined;
    case 'root':
      return { ...person(OPERATOR_ADMIN_ID, 'admin', INTERNAL_ACCOUNT_ID), isRoot: true };
    case 'ghost':
      return claimsOf({ ghostOf: DEMO_ACCOUNT_ID });
    case 'newcomer':
      return person(NEWCOMER_OWNER_ID, 'owner', NEWCOMER_ACCOUNT_ID);
    default:
      return person(DEMO_ADMIN_IDS[caller], caller);
  }
}

/** The identity a session token in an answer names (both back ends' tokens are JWTs: the payload is readable). */
export function tokenIdentity(token: unknown): unknown {
  if (typeof token !== 'string') return token;
  const payload = token.split('.')[1];
  if (!payload) return token;
  const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const claims = JSON.parse(
    new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))),
  ) as Record<string, unknown>;
  return { acc: claims.acc, sub: claims.sub, role: claims.role, ghost: claims.ghost };
}
