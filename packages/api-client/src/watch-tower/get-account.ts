import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { watchTowerKeys } from './keys';
import { watchTowerAccountDetailSchema } from './schemas';

export const getAccountResponseSchema = watchTowerAccountDetailSchema;
export type GetAccountResponse = z.infer<typeof getAccountResponseSchema>;

export interface GetAccountInput {
  id: string;
}

/** GET /watch-tower/accounts/{id} (spec 000 §7): account, apps and admins. */
export const getAccountEndpoint = defineEndpoint({
  method: 'GET',
  path: '/watch-tower/accounts/:id',
  response: getAccountResponseSchema,
});

export function getAccount(
  client: ApiClient,
  { id }: GetAccountInput,
  options: CallOptions = {},
): Promise<GetAccountResponse> {
  return client.json(getAccountResponseSchema, {
    method: getAccountEndpoint.method,
    path: fillPath(getAccountEndpoint.path, { id }),
    signal: options.signal,
  });
}

export function getAccountQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: watchTowerKeys.account(id),
    queryFn: ({ signal }) => getAccount(client, { id }, { signal }),
  });
}
