import { mutationOptions } from '@tanstack/react-query';
import type { AppId } from '../apps';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { storageKeys } from './keys';
import type { StorageSettings } from './schemas';
import { storageSettingsSchema } from './schemas';

/**
 * DELETE /{app}/settings/storage (apps.md §3.3): disconnects the remote destination, its secret forgotten; the app
 * is back to "Keep in {product} only" with its retention. Toast "Storage has been disconnected"; audited when there
 * was one. The answer (not shown by the spec) is what GET answers next.
 */
export const removeStorageEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/:app/settings/storage',
  response: storageSettingsSchema,
});

export function removeStorage(
  client: ApiClient,
  { app }: { app: AppId },
  options: CallOptions = {},
): Promise<StorageSettings> {
  return client.json(storageSettingsSchema, {
    method: removeStorageEndpoint.method,
    path: fillPath(removeStorageEndpoint.path, { app }),
    signal: options.signal,
  });
}

export function removeStorageMutationOptions(client: ApiClient, accountId: string, app: AppId) {
  return mutationOptions({
    mutationKey: [...storageKeys.all(accountId, app), 'remove'],
    mutationFn: () => removeStorage(client, { app }),
    onSuccess: (_settings, _input, _onMutateResult, context) =>
      context.client.invalidateQueries({ queryKey: storageKeys.settings(accountId, app) }),
  });
}
