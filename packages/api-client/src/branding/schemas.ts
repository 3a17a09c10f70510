import { z } from 'zod';

/**
 * Branding of spec 000 §3 and the domain fields of spec 001 §3. Unset values are null (not shown
 * in the spec). `logo` comes back as SVG markup; it is sent base64-encoded (see `encodeSvgLogo`).
 */
export const brandingSchema = z.object({
  name: z.string().nullable(),
  logo: z.string().nullable(),
  color: z
    .string()
    .regex(/^#[0-9A-Fa-f]{6}$/)
    .nullable(),
  domain: z.string().nullable(),
  domainIsVerified: z.boolean(),
});
export type Branding = z.infer<typeof brandingSchema>;

/** Branding domain (spec 001 §3). */
export const brandingDomainSchema = brandingSchema.pick({ domain: true, domainIsVerified: true });
export type BrandingDomain = z.infer<typeof brandingDomainSchema>;

/** UTF-8 safe base64 of the SVG markup, as PUT /branding expects. */
export function encodeSvgLogo(svg: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(svg)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function decodeSvgLogo(base64: string): string {
  const binary = atob(base64);
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** An unverified domain is refreshed (GET /branding) every 10 seconds (spec 001 §4, §9). */
export const DOMAIN_REFRESH_INTERVAL_MS = 10_000;
