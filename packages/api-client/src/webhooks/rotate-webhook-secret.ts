import { mutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { webhookKeys } from './keys';
import { webhookSecretSchema } from './schemas';

/** The answer is the new secret and when the old one stops signing (24 hours on). */
export const rotateWebhookSecretResponseSchema = webhookSecretSchema;
export type RotateWebhookSecretResponse = z.infer<typeof rotateWebhookSecretResponseSchema>;

/** POST /webhooks/secret/rotate (apps.md §2.7), without a body. */
export const rotateWebhookSecretEndpoint = defineEndpoint({
  method: 'POST',
  path: '/webhooks/secret/rotate',
  response: rotateWebhookSecretResponseSchema,
});

export function rotateWebhookSecret(
  client: ApiClient,
  options: CallOptions = {},
): Promise<RotateWebhookSecretResponse> {
  return client.json(rotateWebhookSecretResponseSchema, {
    method: rotateWebhookSecretEndpoint.method,
    path: rotateWebhookSecretEndpoint.path,
    signal: options.signal,
  });
}

export function rotateWebhookSecretMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...webhookKeys.secret(accountId), 'rotate'],
    mutationFn: () => rotateWebhookSecret(client),
    onSuccess: (secret, _input, _onMutateResult, context) => {
      context.client.setQueryData(webhookKeys.secret(accountId), secret);
    },
  });
}
