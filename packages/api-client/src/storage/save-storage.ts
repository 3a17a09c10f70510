import { mutationOptions } from '@tanstack/react-query';
import type { AppId } from '../apps';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { storageKeys } from './keys';
import type { StorageBody, StorageSettings } from './schemas';
import { storageBodySchema, storageSettingsSchema } from './schemas';

/**
 * PUT /{app}/settings/storage (apps.md §3.3): a remote destination is tested first (it writes and deletes
 * `.connection-test`); a failed test is 422 STORAGE_TEST_FAILED with the destination's words and saves nothing.
 * Toast "Storage settings have been saved"; audited. The answer is what GET answers next.
 */
export const saveStorageEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/:app/settings/storage',
  body: storageBodySchema,
  response: storageSettingsSchema,
});

export function saveStorage(
  client: ApiClient,
  { app, settings }: { app: AppId; settings: StorageBody },
  options: CallOptions = {},
): Promise<StorageSettings> {
  return client.json(storageSettingsSchema, {
    method: saveStorageEndpoint.method,
    path: fillPath(saveStorageEndpoint.path, { app }),
    body: settings,
    signal: options.signal,
  });
}

export function saveStorageMutationOptions(client: ApiClient, accountId: string, app: AppId) {
  return mutationOptions({
    mutationKey: [...storageKeys.all(accountId, app), 'save'],
    mutationFn: (settings: StorageBody) => saveStorage(client, { app, settings }),
    onSuccess: (_saved, _settings, _onMutateResult, context) =>
      context.client.invalidateQueries({ queryKey: storageKeys.settings(accountId, app) }),
  });
}
