import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { AppId } from '../apps';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { webhookKeys } from './keys';
import { webhookEndpointSchema } from './schemas';

export const listWebhookEndpointsResponseSchema = z.array(webhookEndpointSchema);
export type ListWebhookEndpointsResponse = z.infer<typeof listWebhookEndpointsResponseSchema>;

/** GET /{app}/webhooks (apps.md §2.7): the app's endpoints (at most 5), oldest first. */
export const listWebhookEndpointsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/:app/webhooks',
  response: listWebhookEndpointsResponseSchema,
});

export function listWebhookEndpoints(
  client: ApiClient,
  { app }: { app: AppId },
  options: CallOptions = {},
): Promise<ListWebhookEndpointsResponse> {
  return client.json(listWebhookEndpointsResponseSchema, {
    method: listWebhookEndpointsEndpoint.method,
    path: fillPath(listWebhookEndpointsEndpoint.path, { app }),
    signal: options.signal,
  });
}

export function listWebhookEndpointsQueryOptions(client: ApiClient, accountId: string, app: AppId) {
  return queryOptions({
    queryKey: webhookKeys.endpoints(accountId, app),
    queryFn: ({ signal }) => listWebhookEndpoints(client, { app }, { signal }),
  });
}
