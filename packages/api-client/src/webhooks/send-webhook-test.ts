import { mutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { AppId } from '../apps';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { webhookKeys } from './keys';
import { webhookTestResultSchema } from './schemas';

/** The event picked in the select (default `session.succeeded`, apps.md §6); it must be one of the app's. */
export const sendWebhookTestBodySchema = z.object({ event: z.string().min(1) });
export const sendWebhookTestResponseSchema = webhookTestResultSchema;
export type SendWebhookTestInput = z.input<typeof sendWebhookTestBodySchema>;
export type SendWebhookTestResponse = z.infer<typeof sendWebhookTestResponseSchema>;

/** POST /{app}/webhooks/{id}/test (apps.md §2.7): what the endpoint answered ("Delivered · 200 · 142 ms"). */
export const sendWebhookTestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/:app/webhooks/:id/test',
  body: sendWebhookTestBodySchema,
  response: sendWebhookTestResponseSchema,
});

export function sendWebhookTest(
  client: ApiClient,
  { app, id, event }: SendWebhookTestInput & { app: AppId; id: string },
  options: CallOptions = {},
): Promise<SendWebhookTestResponse> {
  return client.json(sendWebhookTestResponseSchema, {
    method: sendWebhookTestEndpoint.method,
    path: fillPath(sendWebhookTestEndpoint.path, { app, id }),
    body: { event },
    signal: options.signal,
  });
}

/** The test is listed among the endpoint's deliveries and becomes its last delivery: both lists are read again. */
export function sendWebhookTestMutationOptions(client: ApiClient, accountId: string, app: AppId) {
  return mutationOptions({
    mutationKey: [...webhookKeys.endpoints(accountId, app), 'test'],
    mutationFn: (input: SendWebhookTestInput & { id: string }) => sendWebhookTest(client, { app, ...input }),
    onSuccess: (_result, { id }, _onMutateResult, context) =>
      Promise.all([
        context.client.invalidateQueries({ queryKey: webhookKeys.endpoints(accountId, app) }),
        context.client.invalidateQueries({ queryKey: webhookKeys.deliveries(accountId, app, id) }),
      ]),
  });
}
