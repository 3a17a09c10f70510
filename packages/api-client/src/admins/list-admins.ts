import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { adminKeys } from './keys';
import { adminSchema } from './schemas';

export const listAdminsResponseSchema = z.array(adminSchema);
export type ListAdminsResponse = z.infer<typeof listAdminsResponseSchema>;

/** GET /admins (spec 000 §7): the account's active admins, owner included. */
export const listAdminsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admins',
  response: listAdminsResponseSchema,
});

export function listAdmins(client: ApiClient, options: CallOptions = {}): Promise<ListAdminsResponse> {
  return client.json(listAdminsResponseSchema, {
    method: listAdminsEndpoint.method,
    path: listAdminsEndpoint.path,
    signal: options.signal,
  });
}

export function listAdminsQueryOptions(client: ApiClient, accountId: string) {
  return queryOptions({
    queryKey: adminKeys.list(accountId),
    queryFn: ({ signal }) => listAdmins(client, { signal }),
  });
}
