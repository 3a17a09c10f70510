import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { customerSearchKeys } from './keys';
import { customerSearchResultSchema } from './schemas';

export const searchCustomersQuerySchema = z.object({ customerRef: z.string().min(1) });
export const searchCustomersResponseSchema = z.array(customerSearchResultSchema);
export type SearchCustomersInput = z.input<typeof searchCustomersQuerySchema>;
export type SearchCustomersResponse = z.infer<typeof searchCustomersResponseSchema>;

/**
 * GET /results/customer (spec 000 §7): every app's sessions for a customer id. The app, status and
 * date filters of the search dialog apply to this list in the browser (the call takes no filters).
 */
export const searchCustomersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/results/customer',
  query: searchCustomersQuerySchema,
  response: searchCustomersResponseSchema,
});

export function searchCustomers(
  client: ApiClient,
  input: SearchCustomersInput,
  options: CallOptions = {},
): Promise<SearchCustomersResponse> {
  return client.json(searchCustomersResponseSchema, {
    method: searchCustomersEndpoint.method,
    path: searchCustomersEndpoint.path,
    query: { customerRef: input.customerRef },
    signal: options.signal,
  });
}

/** The query's signal aborts a search when a newer one replaces it (spec 000 §4). */
export function searchCustomersQueryOptions(client: ApiClient, accountId: string, customerRef: string) {
  return queryOptions({
    queryKey: customerSearchKeys.results(accountId, customerRef),
    queryFn: ({ signal }) => searchCustomers(client, { customerRef }, { signal }),
    enabled: customerRef.trim().length > 0,
  });
}
