import { z } from 'zod';
import { roleSchema } from '../admins/role';
import { DAY_MS } from '../seed/demo-account';

/**
 * The claims of a mock session token: `acc` (account), `sub` (admin), `role`, `ghost`, `opExp`, `jti` (what
 * sign-out revokes) and `exp` (seconds), as the reference server signs them. Mock tokens are unsigned but well formed, so
 * jose's decodeJwt reads them.
 */
export const mockTokenClaimsSchema = z.object({
  acc: z.string().min(1),
  sub: z.string().min(1),
  role: roleSchema,
  ghost: z.boolean().default(false),
  /** A ghost token's operator session end (seconds): leaving ghost mode gives that session back. */
  opExp: z.number().optional(),
  jti: z.string().optional(),
  iat: z.number().optional(),
  exp: z.number(),
});
export type MockTokenClaims = z.infer<typeof mockTokenClaimsSchema>;

/** Long-lived, so a console running on the real clock against the mocks (dev:mock) keeps it. */
export const MOCK_TOKEN_LIFETIME_MS = 365 * DAY_MS;

function base64url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** `header.payload.signature`; the signature is a fixed marker, never checked. */
export function encodeMockToken(
  claims: Omit<MockTokenClaims, 'iat' | 'exp'> & Partial<MockTokenClaims>,
  now: Date,
): string {
  const iat = Math.floor(now.getTime() / 1000);
  const payload = { iat, exp: Math.floor((now.getTime() + MOCK_TOKEN_LIFETIME_MS) / 1000), ...claims };
  return [
    base64url(JSON.stringify({ alg: 'none', typ: 'JWT' })),
    base64url(JSON.stringify(payload)),
    'bW9jaw',
  ].join('.');
}

/** The claims of a well-formed mock token, or undefined. */
export function decodeMockToken(token: string): MockTokenClaims | undefined {
  const [, payload, signature] = token.split('.');
  if (!payload || signature === undefined) return undefined;
  try {
    const result = mockTokenClaimsSchema.safeParse(JSON.parse(fromBase64url(payload)));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}
