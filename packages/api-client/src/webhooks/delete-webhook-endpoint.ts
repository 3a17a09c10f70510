import { mutationOptions } from '@tanstack/react-query';
import type { AppId } from '../apps';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { webhookKeys } from './keys';

/** DELETE /{app}/webhooks/{id} (apps.md §2.7): an empty 200; its deliveries go with it. */
export const deleteWebhookEndpointEndpoint = defineEndpoint({ method: 'DELETE', path: '/:app/webhooks/:id' });

export function deleteWebhookEndpoint(
  client: ApiClient,
  { app, id }: { app: AppId; id: string },
  options: CallOptions = {},
): Promise<void> {
  return client.send({
    method: deleteWebhookEndpointEndpoint.method,
    path: fillPath(deleteWebhookEndpointEndpoint.path, { app, id }),
    signal: options.signal,
  });
}

export function deleteWebhookEndpointMutationOptions(client: ApiClient, accountId: string, app: AppId) {
  return mutationOptions({
    mutationKey: [...webhookKeys.endpoints(accountId, app), 'delete'],
    mutationFn: (input: { id: string }) => deleteWebhookEndpoint(client, { app, ...input }),
    onSuccess: (_data, _input, _onMutateResult, context) =>
      context.client.invalidateQueries({ queryKey: webhookKeys.endpoints(accountId, app) }),
  });
}
