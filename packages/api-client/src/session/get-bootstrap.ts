import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { sessionKeys } from './keys';
import { bootstrapSchema } from './schemas';

export const getBootstrapResponseSchema = bootstrapSchema;
export type GetBootstrapResponse = z.infer<typeof getBootstrapResponseSchema>;

/** GET /admins/bootstrap (spec 000 §7): the signed-in admin, their account, billing and branding. */
export const getBootstrapEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admins/bootstrap',
  response: getBootstrapResponseSchema,
});

export function getBootstrap(client: ApiClient, options: CallOptions = {}): Promise<GetBootstrapResponse> {
  return client.json(getBootstrapResponseSchema, {
    method: getBootstrapEndpoint.method,
    path: getBootstrapEndpoint.path,
    signal: options.signal,
  });
}

export function getBootstrapQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: sessionKeys.bootstrap(),
    queryFn: ({ signal }) => getBootstrap(client, { signal }),
  });
}
