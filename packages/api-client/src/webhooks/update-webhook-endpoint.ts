import { mutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AppId } from '../apps';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { webhookKeys } from './keys';
import { webhookEndpointSchema, webhookEndpointUpdateSchema } from './schemas';

export const updateWebhookEndpointResponseSchema = webhookEndpointSchema;
export type UpdateWebhookEndpointInput = z.input<typeof webhookEndpointUpdateSchema>;
export type UpdateWebhookEndpointResponse = z.infer<typeof updateWebhookEndpointResponseSchema>;

/** PUT /{app}/webhooks/{id} (apps.md §2.7): Edit, and Disable/Enable with `status`. */
export const updateWebhookEndpointEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/:app/webhooks/:id',
  body: webhookEndpointUpdateSchema,
  response: updateWebhookEndpointResponseSchema,
});

export function updateWebhookEndpoint(
  client: ApiClient,
  { app, id, endpoint }: { app: AppId; id: string; endpoint: UpdateWebhookEndpointInput },
  options: CallOptions = {},
): Promise<UpdateWebhookEndpointResponse> {
  return client.json(updateWebhookEndpointResponseSchema, {
    method: updateWebhookEndpointEndpoint.method,
    path: fillPath(updateWebhookEndpointEndpoint.path, { app, id }),
    body: endpoint,
    signal: options.signal,
  });
}

export function updateWebhookEndpointMutationOptions(client: ApiClient, accountId: string, app: AppId) {
  return mutationOptions({
    mutationKey: [...webhookKeys.endpoints(accountId, app), 'update'],
    mutationFn: (input: { id: string; endpoint: UpdateWebhookEndpointInput }) =>
      updateWebhookEndpoint(client, { app, ...input }),
    onSuccess: (_updated, _input, _onMutateResult, context) =>
      context.client.invalidateQueries({ queryKey: webhookKeys.endpoints(accountId, app) }),
  });
}
