import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { AUTH_ERRORS, roleSchema } from '@console/api-client';
import type { Clock } from '../clock';
import { HttpError } from '../http/errors';

/** A normal session lasts 12 hours (not shown in the spec). */
export const SESSION_TTL_SECONDS = 12 * 60 * 60;
/** A ghost session acts in the target account for at most 60 minutes. */
export const GHOST_TTL_SECONDS = 60 * 60;

/**
 * The signed claims: `acc` (the account the token acts in), `sub` (the admin, or in ghost mode the
 * operator), `role`, `isRoot`, `ghost`, and for ghost tokens `op` (the operator's own account) and
 * `opExp` (when the operator's own session ends: leaving ghost mode gives that session back, never
 * a fresh one, and a ghost token never outlives it).
 */
export const tokenClaimsSchema = z.object({
  acc: z.string().min(1),
  sub: z.string().min(1),
  role: roleSchema,
  isRoot: z.boolean().optional(),
  ghost: z.boolean(),
  op: z.string().optional(),
  opExp: z.number().optional(),
  jti: z.string().min(1),
  exp: z.number(),
  iat: z.number(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;
export type NewClaims = Omit<TokenClaims, 'jti' | 'exp' | 'iat'>;

export interface TokenService {
  /** A token for `ttlSeconds` (12 h by default; a ghost token at most 60 min and never past `opExp`). */
  sign(claims: NewClaims, ttlSeconds?: number): Promise<string>;
  /** The claims of a valid token; 401 JWT_EXPIRED when expired, 401 UNAUTHENTICATED otherwise. */
  verify(token: string): Promise<TokenClaims>;
}

export function createTokenService(secret: string, clock: Clock): TokenService {
  const key = new TextEncoder().encode(secret);
  const seconds = () => Math.floor(clock.now().getTime() / 1000);
  return {
    async sign(claims, ttlSeconds = claims.ghost ? GHOST_TTL_SECONDS : SESSION_TTL_SECONDS) {
      const iat = seconds();
      const exp = iat + Math.min(ttlSeconds, claims.ghost ? GHOST_TTL_SECONDS : ttlSeconds);
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setJti(randomUUID())
        .setIssuedAt(iat)
        .setExpirationTime(claims.opExp === undefined ? exp : Math.min(exp, claims.opExp))
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: clock.now(),
          requiredClaims: ['exp', 'jti', 'sub'],
        });
        const claims = tokenClaimsSchema.safeParse(payload);
        if (!claims.success) throw new HttpError('UNAUTHENTICATED', AUTH_ERRORS.invalidToken.message);
        return claims.data;
      } catch (error) {
        if (error instanceof errors.JWTExpired) {
          throw new HttpError('JWT_EXPIRED', AUTH_ERRORS.expiredToken.message);
        }
        if (error instanceof HttpError) throw error;
        throw new HttpError('UNAUTHENTICATED', AUTH_ERRORS.invalidToken.message);
      }
    },
  };
}
