import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { ssoDomainSchema } from './domain-proof';
import { ssoKeys } from './keys';

export const getSsoDomainResponseSchema = ssoDomainSchema.nullable();
export type GetSsoDomainResponse = z.infer<typeof getSsoDomainResponseSchema>;

/** GET /sso/domain (ours): the SSO domain's proof record and status; null while no provider is configured. */
export const getSsoDomainEndpoint = defineEndpoint({
  method: 'GET',
  path: '/sso/domain',
  response: getSsoDomainResponseSchema,
});

export function getSsoDomain(client: ApiClient, options: CallOptions = {}): Promise<GetSsoDomainResponse> {
  return client.json(getSsoDomainResponseSchema, {
    method: getSsoDomainEndpoint.method,
    path: getSsoDomainEndpoint.path,
    signal: options.signal,
  });
}

export function getSsoDomainQueryOptions(client: ApiClient, accountId: string) {
  return queryOptions({
    queryKey: ssoKeys.domain(accountId),
    queryFn: ({ signal }) => getSsoDomain(client, { signal }),
  });
}
