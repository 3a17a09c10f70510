import { infiniteQueryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { supportTicketKeys } from './keys';
import type { SupportTicketPage } from './schemas';
import { supportTicketPageSchema } from './schemas';

export const listSupportTicketsQuerySchema = z.object({ lastKey: z.string().optional() });

/** GET /watch-tower/support-tickets (not in the spec; operators): newest first, a page at a time. */
export const listSupportTicketsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/watch-tower/support-tickets',
  query: listSupportTicketsQuerySchema,
  response: supportTicketPageSchema,
});

export function listSupportTickets(
  client: ApiClient,
  input: { lastKey?: string | null | undefined } = {},
  options: CallOptions = {},
): Promise<SupportTicketPage> {
  return client.json(supportTicketPageSchema, {
    method: listSupportTicketsEndpoint.method,
    path: listSupportTicketsEndpoint.path,
    query: { lastKey: input.lastKey ?? undefined },
    signal: options.signal,
  });
}

export function listSupportTicketsQueryOptions(client: ApiClient) {
  return infiniteQueryOptions({
    queryKey: supportTicketKeys.pages(),
    queryFn: ({ pageParam, signal }) => listSupportTickets(client, { lastKey: pageParam }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.lastKey,
  });
}
