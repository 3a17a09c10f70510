import { z } from 'zod';

/** At most 7 characters (spec 000 §5, §9). */
export const BRAND_COLOR_MAX_LENGTH = 7;

/**
 * The brand colour input: at most 7 characters, upper-cased (spec 000 §5). The hex shape and its
 * message are not shown in the spec: we require `#` and six hex digits.
 */
export const brandColorSchema = z
  .string()
  .max(BRAND_COLOR_MAX_LENGTH, { error: 'Colour must be at most 7 characters' })
  .regex(/^#[0-9A-Fa-f]{6}$/, { error: 'Colour must be a hex value such as #1A2B3C' })
  .transform((value) => value.toUpperCase());

/**
 * The branding form: company name, SVG logo markup and colour. Which fields are required is not
 * shown in the spec: none is, so an admin can set only a colour; an unset logo or colour is null.
 */
export const brandingFormSchema = z.object({
  name: z.string().trim(),
  logo: z.string().nullable(),
  color: brandColorSchema.nullable(),
});
export type BrandingForm = z.input<typeof brandingFormSchema>;

/** A lowercase dotted hostname whose last label is 2 to 5 letters (spec 001 §5). */
export const DOMAIN_HOSTNAME_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,5}$/;

/**
 * The custom-domain form. The spec only enables the verify button on a match; the message is ours.
 */
export const domainFormSchema = z.object({
  domain: z.string().regex(DOMAIN_HOSTNAME_PATTERN, { error: 'Enter a domain such as login.example.com' }),
});
export type DomainForm = z.infer<typeof domainFormSchema>;
