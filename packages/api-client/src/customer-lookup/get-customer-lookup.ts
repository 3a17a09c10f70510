import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { customerLookupKeys } from './keys';
import { customerLookupConfigSchema } from './schemas';

/** null when no lookup is configured (not shown in the spec). */
export const getCustomerLookupResponseSchema = customerLookupConfigSchema.nullable();
export type GetCustomerLookupResponse = z.infer<typeof getCustomerLookupResponseSchema>;

/** GET /customer-lookup (spec 000 §7, shape in 001 §3). */
export const getCustomerLookupEndpoint = defineEndpoint({
  method: 'GET',
  path: '/customer-lookup',
  response: getCustomerLookupResponseSchema,
});

export function getCustomerLookup(
  client: ApiClient,
  options: CallOptions = {},
): Promise<GetCustomerLookupResponse> {
  return client.json(getCustomerLookupResponseSchema, {
    method: getCustomerLookupEndpoint.method,
    path: getCustomerLookupEndpoint.path,
    signal: options.signal,
  });
}

export function getCustomerLookupQueryOptions(client: ApiClient, accountId: string) {
  return queryOptions({
    queryKey: customerLookupKeys.config(accountId),
    queryFn: ({ signal }) => getCustomerLookup(client, { signal }),
  });
}
