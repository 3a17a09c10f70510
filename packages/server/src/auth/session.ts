import { sql } from 'kysely';
import type { Role } from '@console/api-client';
import { AUTH_ERRORS } from '@console/api-client';
import type { Db } from '../db/schema';
import { HttpError } from '../http/errors';
import type { TokenClaims, TokenService } from './tokens';

/** Who is calling and in which account, as the server checked it for this request. */
export interface Session {
  claims: TokenClaims;
  /** The signed-in admin; in ghost mode the operator. */
  adminId: string;
  /** The account the call acts in; in ghost mode the ghosted account. */
  accountId: string;
  /** The admin's current role from the database (a role change applies at once); owner in ghost mode. */
  role: Role;
  isRoot: boolean;
  ghost: boolean;
  /** Names written into audit entries: the admin, or the operator in ghost mode. */
  actor: { id: string; firstName: string; lastName: string; email: string };
}

const unauthenticated = (message: string) => new HttpError('UNAUTHENTICATED', message);

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Verifies the token, then checks the database in one query: the admin is still active (archived
 * admins lose their sessions), the token was not signed out, and a ghost token's operator is
 * still root and its target account exists.
 */
export async function loadSession(
  db: Db,
  tokens: TokenService,
  header: string | undefined,
): Promise<Session> {
  const token = bearerToken(header);
  if (!token) throw unauthenticated(AUTH_ERRORS.missingToken.message);
  const claims = await tokens.verify(token);
  const row = await db
    .selectFrom('admins')
    .select([
      'id',
      'account_id',
      'role',
      'is_root',
      'first_name',
      'last_name',
      'email',
      sql<boolean>`exists (select 1 from revoked_tokens where jti = ${claims.jti})`.as('revoked'),
      sql<boolean>`exists (select 1 from accounts where id = ${claims.acc})`.as('account_exists'),
    ])
    .where('id', '=', claims.sub)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  if (!row || row.revoked || !row.account_exists) throw unauthenticated(AUTH_ERRORS.endedSession.message);
  if (claims.ghost ? !row.is_root : row.account_id !== claims.acc) {
    throw unauthenticated(AUTH_ERRORS.endedSession.message);
  }
  return {
    claims,
    adminId: row.id,
    accountId: claims.acc,
    role: claims.ghost ? 'owner' : row.role,
    isRoot: row.is_root,
    ghost: claims.ghost,
    actor: { id: row.id, firstName: row.first_name, lastName: row.last_name, email: row.email },
  };
}
