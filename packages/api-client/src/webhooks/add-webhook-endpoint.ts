import { mutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AppId } from '../apps';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { webhookKeys } from './keys';
import { webhookEndpointBodySchema, webhookEndpointSchema } from './schemas';

export const addWebhookEndpointResponseSchema = webhookEndpointSchema;
export type AddWebhookEndpointInput = z.input<typeof webhookEndpointBodySchema>;
export type AddWebhookEndpointResponse = z.infer<typeof addWebhookEndpointResponseSchema>;

/** POST /{app}/webhooks (apps.md §2.7): a new endpoint, enabled; a sixth is 400 "You can add up to 5 endpoints". */
export const addWebhookEndpointEndpoint = defineEndpoint({
  method: 'POST',
  path: '/:app/webhooks',
  body: webhookEndpointBodySchema,
  response: addWebhookEndpointResponseSchema,
});

export function addWebhookEndpoint(
  client: ApiClient,
  { app, endpoint }: { app: AppId; endpoint: AddWebhookEndpointInput },
  options: CallOptions = {},
): Promise<AddWebhookEndpointResponse> {
  return client.json(addWebhookEndpointResponseSchema, {
    method: addWebhookEndpointEndpoint.method,
    path: fillPath(addWebhookEndpointEndpoint.path, { app }),
    body: endpoint,
    signal: options.signal,
  });
}

export function addWebhookEndpointMutationOptions(client: ApiClient, accountId: string, app: AppId) {
  return mutationOptions({
    mutationKey: [...webhookKeys.endpoints(accountId, app), 'add'],
    mutationFn: (endpoint: AddWebhookEndpointInput) => addWebhookEndpoint(client, { app, endpoint }),
    onSuccess: (_added, _input, _onMutateResult, context) =>
      context.client.invalidateQueries({ queryKey: webhookKeys.endpoints(accountId, app) }),
  });
}
