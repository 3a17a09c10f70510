import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { developerKeys } from './keys';
import { developerAccountSchema } from './schemas';

export const getDeveloperAccountResponseSchema = developerAccountSchema;
export type GetDeveloperAccountResponse = z.infer<typeof getDeveloperAccountResponseSchema>;

/** GET /accounts/developer (spec 001 §7): widget key, secret key and webhook secret. */
export const getDeveloperAccountEndpoint = defineEndpoint({
  method: 'GET',
  path: '/accounts/developer',
  response: getDeveloperAccountResponseSchema,
});

export function getDeveloperAccount(
  client: ApiClient,
  options: CallOptions = {},
): Promise<GetDeveloperAccountResponse> {
  return client.json(getDeveloperAccountResponseSchema, {
    method: getDeveloperAccountEndpoint.method,
    path: getDeveloperAccountEndpoint.path,
    signal: options.signal,
  });
}

export function getDeveloperAccountQueryOptions(client: ApiClient, accountId: string) {
  return queryOptions({
    queryKey: developerKeys.account(accountId),
    queryFn: ({ signal }) => getDeveloperAccount(client, { signal }),
  });
}
