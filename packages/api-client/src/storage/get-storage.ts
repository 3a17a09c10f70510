import { queryOptions } from '@tanstack/react-query';
import type { AppId } from '../apps';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { storageKeys } from './keys';
import type { StorageSettings } from './schemas';
import { storageSettingsSchema } from './schemas';

/**
 * GET /{app}/settings/storage (apps.md §3.3): the saved destination without its secret (`hasSecret: true`), or
 * "Keep in {product} only" before the first save. Document signature and identity verification only; 404 elsewhere.
 */
export const getStorageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/:app/settings/storage',
  response: storageSettingsSchema,
});

export function getStorage(
  client: ApiClient,
  { app }: { app: AppId },
  options: CallOptions = {},
): Promise<StorageSettings> {
  return client.json(storageSettingsSchema, {
    method: getStorageEndpoint.method,
    path: fillPath(getStorageEndpoint.path, { app }),
    signal: options.signal,
  });
}

export function getStorageQueryOptions(client: ApiClient, accountId: string, app: AppId) {
  return queryOptions({
    queryKey: storageKeys.settings(accountId, app),
    queryFn: ({ signal }) => getStorage(client, { app }, { signal }),
  });
}
