import { z } from 'zod';
import { adminSchema } from '../admins/schemas';
import { billingSchema } from '../billing/schemas';
import { brandingSchema } from '../branding/schemas';

/**
 * GET /admins/bootstrap (spec 000 §7): the signed-in admin with billing per app and branding. `isStaff` (our
 * addition) is the server's answer to "may this user see unreleased apps" (PROVIDER_EMAIL_DOMAIN), so the console
 * never decides it from its own setting. In ghost mode `isRoot` is false: the ghost session cannot use Watch Tower.
 */
export const bootstrapSchema = adminSchema.extend({
  billing: billingSchema,
  branding: brandingSchema,
  isStaff: z.boolean().default(false),
});
export type Bootstrap = z.infer<typeof bootstrapSchema>;

/** A call that answers a new session token (ghost mode, sign-in callbacks, Webex). */
export const tokenResponseSchema = z.object({ token: z.string().min(1) });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/**
 * The decoded session token (spec 000 §3): `acc` and the ghost flag. `ghost` is absent on normal
 * sessions (our choice), so it defaults to false; other claims (role, exp) pass through.
 */
export const sessionClaimsSchema = z.looseObject({
  acc: z.string().min(1),
  ghost: z.boolean().default(false),
  exp: z.number().optional(),
});
export type SessionClaims = z.infer<typeof sessionClaimsSchema>;

/** Decodes (never verifies: the server does) a JWT's payload; undefined if it is not one of ours. */
export function decodeSessionToken(token: string): SessionClaims | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    const result = sessionClaimsSchema.safeParse(JSON.parse(json));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}
