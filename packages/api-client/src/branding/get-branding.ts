import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { brandingKeys } from './keys';
import { brandingSchema } from './schemas';

export const getBrandingResponseSchema = brandingSchema;
export type GetBrandingResponse = z.infer<typeof getBrandingResponseSchema>;

/** GET /branding (spec 000 §7; the same call spec 001 §7 mentions without a path). */
export const getBrandingEndpoint = defineEndpoint({
  method: 'GET',
  path: '/branding',
  response: getBrandingResponseSchema,
});

export function getBranding(client: ApiClient, options: CallOptions = {}): Promise<GetBrandingResponse> {
  return client.json(getBrandingResponseSchema, {
    method: getBrandingEndpoint.method,
    path: getBrandingEndpoint.path,
    signal: options.signal,
  });
}

export function getBrandingQueryOptions(client: ApiClient, accountId: string) {
  return queryOptions({
    queryKey: brandingKeys.detail(accountId),
    queryFn: ({ signal }) => getBranding(client, { signal }),
  });
}
