import { mutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { replaceBootstrapBranding } from '../session/cache';
import { brandColorSchema, LOGO_MAX_BASE64_LENGTH, LOGO_TOO_LARGE_MESSAGE } from './forms';
import { brandingKeys } from './keys';
import { brandingSchema } from './schemas';

/**
 * Body of PUT /branding: name, logo as base64 of the SVG markup (see `encodeSvgLogo`) and colour.
 * A null logo or colour clears it (not shown in the spec).
 */
export const updateBrandingBodySchema = z.object({
  name: z.string().trim(),
  logo: z.base64().max(LOGO_MAX_BASE64_LENGTH, { error: LOGO_TOO_LARGE_MESSAGE }).nullable(),
  color: brandColorSchema.nullable(),
});
export const updateBrandingResponseSchema = brandingSchema;
export type UpdateBrandingInput = z.input<typeof updateBrandingBodySchema>;
export type UpdateBrandingResponse = z.infer<typeof updateBrandingResponseSchema>;

/** PUT /branding (spec 000 §7): answers the saved branding. */
export const updateBrandingEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/branding',
  body: updateBrandingBodySchema,
  response: updateBrandingResponseSchema,
});

export function updateBranding(
  client: ApiClient,
  input: UpdateBrandingInput,
  options: CallOptions = {},
): Promise<UpdateBrandingResponse> {
  return client.json(updateBrandingResponseSchema, {
    method: updateBrandingEndpoint.method,
    path: updateBrandingEndpoint.path,
    body: { name: input.name, logo: input.logo, color: input.color },
    signal: options.signal,
  });
}

export function updateBrandingMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...brandingKeys.all(accountId), 'update'],
    mutationFn: (input: UpdateBrandingInput) => updateBranding(client, input),
    onSuccess: (branding, _input, _onMutateResult, context) => {
      replaceBootstrapBranding(context.client, branding);
      return context.client.invalidateQueries({ queryKey: brandingKeys.all(accountId) });
    },
  });
}
