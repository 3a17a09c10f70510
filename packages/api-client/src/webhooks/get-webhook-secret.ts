import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { webhookKeys } from './keys';
import { webhookSecretSchema } from './schemas';

export const getWebhookSecretResponseSchema = webhookSecretSchema;
export type GetWebhookSecretResponse = z.infer<typeof getWebhookSecretResponseSchema>;

/**
 * GET /webhooks/secret (apps.md §2.7, §6): the account's signing secret, shared by every app. The console masks it
 * until "Reveal"; the read is audited ("Signing secret revealed"), so it is fetched on Reveal, not on page load.
 */
export const getWebhookSecretEndpoint = defineEndpoint({
  method: 'GET',
  path: '/webhooks/secret',
  response: getWebhookSecretResponseSchema,
});

export function getWebhookSecret(
  client: ApiClient,
  options: CallOptions = {},
): Promise<GetWebhookSecretResponse> {
  return client.json(getWebhookSecretResponseSchema, {
    method: getWebhookSecretEndpoint.method,
    path: getWebhookSecretEndpoint.path,
    signal: options.signal,
  });
}

/** Enabled only on Reveal or Copy (`enabled: false` until then), since each read writes an audit entry. */
export function getWebhookSecretQueryOptions(client: ApiClient, accountId: string, enabled = true) {
  return queryOptions({
    queryKey: webhookKeys.secret(accountId),
    queryFn: ({ signal }) => getWebhookSecret(client, { signal }),
    enabled,
    staleTime: Infinity,
  });
}
