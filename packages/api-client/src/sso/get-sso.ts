import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { ssoKeys } from './keys';
import { ssoConfigsSchema } from './schemas';

export const getSsoResponseSchema = ssoConfigsSchema;
export type GetSsoResponse = z.infer<typeof getSsoResponseSchema>;

/** GET /sso (spec 001 §7): config per provider, null where not configured. */
export const getSsoEndpoint = defineEndpoint({ method: 'GET', path: '/sso', response: getSsoResponseSchema });

export function getSso(client: ApiClient, options: CallOptions = {}): Promise<GetSsoResponse> {
  return client.json(getSsoResponseSchema, {
    method: getSsoEndpoint.method,
    path: getSsoEndpoint.path,
    signal: options.signal,
  });
}

export function getSsoQueryOptions(client: ApiClient, accountId: string) {
  return queryOptions({
    queryKey: ssoKeys.configs(accountId),
    queryFn: ({ signal }) => getSso(client, { signal }),
  });
}
