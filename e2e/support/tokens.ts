import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { jwtSecret, signInLink } from './fixtures';
import type { DemoRole } from './fixtures';

/** The claims of a role's printed sign-in token. */
export function claimsOf(role: DemoRole): Record<string, unknown> {
  const token = new URL(signInLink(role), 'http://console').searchParams.get('token') ?? '';
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** A correctly signed token for the role that expired an hour ago. */
export async function expiredToken(role: DemoRole): Promise<string> {
  const { iat: _iat, exp: _exp, ...claims } = claimsOf(role);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now - 13 * 3600)
    .setExpirationTime(now - 3600)
    .sign(new TextEncoder().encode(jwtSecret()));
}

/**
 * A new, valid token for the role (its own id): for a journey that signs out, which revokes the token it used, so
 * the printed link stays valid for the journeys after it.
 */
export async function freshToken(role: DemoRole): Promise<string> {
  const { iat: _iat, exp: _exp, jti: _jti, ...claims } = claimsOf(role);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims, jti: randomUUID() })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode(jwtSecret()));
}
