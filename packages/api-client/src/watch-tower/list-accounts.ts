import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { watchTowerKeys } from './keys';
import { watchTowerAccountSchema } from './schemas';

export const listAccountsResponseSchema = z.array(watchTowerAccountSchema);
export type ListAccountsResponse = z.infer<typeof listAccountsResponseSchema>;

/** GET /watch-tower/accounts (spec 000 §7): every account, searched in the browser. */
export const listAccountsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/watch-tower/accounts',
  response: listAccountsResponseSchema,
});

export function listAccounts(client: ApiClient, options: CallOptions = {}): Promise<ListAccountsResponse> {
  return client.json(listAccountsResponseSchema, {
    method: listAccountsEndpoint.method,
    path: listAccountsEndpoint.path,
    signal: options.signal,
  });
}

export function listAccountsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: watchTowerKeys.accountList(),
    queryFn: ({ signal }) => listAccounts(client, { signal }),
  });
}
