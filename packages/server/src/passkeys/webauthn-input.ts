import { z } from 'zod';
import type { Config } from '../config';

/**
 * What the customer's page sends back from `navigator.credentials.create()` / `.get()` (WebAuthn's JSON forms, as
 * @simplewebauthn/browser gives them), checked before any of it reaches the verifier. `device` is the page's label
 * of the customer's device ("iPhone · iOS 18"), shown in Enrollments.
 */
const base64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/);
const credentialBase = {
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};
const transport = z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

export const registrationInputSchema = z.object({
  credential: z.object({
    ...credentialBase,
    response: z.object({
      clientDataJSON: base64url,
      attestationObject: base64url,
      transports: z.array(transport).max(8).optional(),
    }),
  }),
  device: z.string().trim().max(100).default(''),
});
export type RegistrationInput = z.input<typeof registrationInputSchema>;

export const authenticationInputSchema = z.object({
  credential: z.object({
    ...credentialBase,
    response: z.object({
      clientDataJSON: base64url,
      authenticatorData: base64url,
      signature: base64url,
      userHandle: base64url.optional(),
    }),
  }),
});
export type AuthenticationInput = z.input<typeof authenticationInputSchema>;

/**
 * The relying party: the customer's pages live under SESSION_LINK_BASE, so its origin is the expected origin and its
 * host the RP ID (a passkey made there works only there).
 */
export function relyingParty(config: Pick<Config, 'sessionLinkBase'>): { rpID: string; origin: string } {
  const url = new URL(config.sessionLinkBase);
  return { rpID: url.hostname, origin: url.origin };
}
