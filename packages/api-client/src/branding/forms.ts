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
 * The largest logo accepted, in bytes of SVG markup (UTF-8). Not shown in the spec: a logo is a
 * few kilobytes, so 200 kB leaves room for detailed artwork while keeping parsing cheap.
 */
export const LOGO_MAX_BYTES = 200 * 1024;
export const LOGO_TOO_LARGE_MESSAGE = 'The logo must be at most 200 kB';
/** The base64 text of a logo of LOGO_MAX_BYTES, as PUT /branding carries it. */
export const LOGO_MAX_BASE64_LENGTH = Math.ceil(LOGO_MAX_BYTES / 3) * 4;

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/** SVG markup of at most LOGO_MAX_BYTES. */
export const logoMarkupSchema = z
  .string()
  .refine((markup) => utf8Length(markup) <= LOGO_MAX_BYTES, { error: LOGO_TOO_LARGE_MESSAGE });

/**
 * The branding form: company name, SVG logo markup and colour. Which fields are required is not
 * shown in the spec: none is, so an admin can set only a colour; an unset logo or colour is null.
 */
export const brandingFormSchema = z.object({
  name: z.string().trim(),
  logo: logoMarkupSchema.nullable(),
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
