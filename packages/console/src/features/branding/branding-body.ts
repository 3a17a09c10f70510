import { brandingFormSchema, encodeSvgLogo, type UpdateBrandingInput } from '@console/api-client';

/** What the branding form holds: the name as typed, the logo as (sanitised, normalised) SVG markup, the colour. */
export interface BrandingValues {
  name: string;
  logo: string | null;
  color: string | null;
}

/**
 * The body of PUT /branding from the form: the name trimmed, the logo base64-encoded (spec 000 §3, §7), the colour
 * upper-cased. Throws the form schema's error for a colour that is not #RRGGBB.
 */
export function toBrandingBody(values: BrandingValues): UpdateBrandingInput {
  const form = brandingFormSchema.parse(values);
  return { name: form.name, logo: form.logo ? encodeSvgLogo(form.logo) : null, color: form.color };
}
