import { mutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AppId } from '../apps';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { webhookKeys } from './keys';
import { webhookDeliverySchema } from './schemas';

/** The answer is the delivery, queued again (status pending, nextRetryAt now): toast "Retry queued". */
export const retryWebhookDeliveryResponseSchema = webhookDeliverySchema;
export type RetryWebhookDeliveryResponse = z.infer<typeof retryWebhookDeliveryResponseSchema>;

/** POST /{app}/webhooks/deliveries/{id}/retry (apps.md §2.7), without a body; only a failed delivery. */
export const retryWebhookDeliveryEndpoint = defineEndpoint({
  method: 'POST',
  path: '/:app/webhooks/deliveries/:id/retry',
  response: retryWebhookDeliveryResponseSchema,
});

export function retryWebhookDelivery(
  client: ApiClient,
  { app, id }: { app: AppId; id: string },
  options: CallOptions = {},
): Promise<RetryWebhookDeliveryResponse> {
  return client.json(retryWebhookDeliveryResponseSchema, {
    method: retryWebhookDeliveryEndpoint.method,
    path: fillPath(retryWebhookDeliveryEndpoint.path, { app, id }),
    signal: options.signal,
  });
}

export function retryWebhookDeliveryMutationOptions(client: ApiClient, accountId: string, app: AppId) {
  return mutationOptions({
    mutationKey: [...webhookKeys.all(accountId), app, 'retry'],
    mutationFn: (input: { id: string }) => retryWebhookDelivery(client, { app, ...input }),
    onSuccess: (delivery, _input, _onMutateResult, context) =>
      context.client.invalidateQueries({
        queryKey: webhookKeys.deliveries(accountId, app, delivery.endpointId),
      }),
  });
}
