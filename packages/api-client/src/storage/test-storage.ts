import { mutationOptions } from '@tanstack/react-query';
import type { AppId } from '../apps';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { storageKeys } from './keys';
import type { StorageBody, StorageTestResult } from './schemas';
import { storageBodySchema, storageTestResultSchema } from './schemas';

/**
 * POST /{app}/settings/storage/test (apps.md §3.3): "Test connection" with the settings as typed (a secret left out
 * is the saved one): writes and deletes `.connection-test`. `{wasSuccessful, message?}`, the message being the
 * destination's own words when it failed. "Keep in {product} only" has nothing to test and passes.
 */
export const testStorageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/:app/settings/storage/test',
  body: storageBodySchema,
  response: storageTestResultSchema,
});

export function testStorage(
  client: ApiClient,
  { app, settings }: { app: AppId; settings: StorageBody },
  options: CallOptions = {},
): Promise<StorageTestResult> {
  return client.json(storageTestResultSchema, {
    method: testStorageEndpoint.method,
    path: fillPath(testStorageEndpoint.path, { app }),
    body: settings,
    signal: options.signal,
  });
}

/** A test changes nothing cached. */
export function testStorageMutationOptions(client: ApiClient, accountId: string, app: AppId) {
  return mutationOptions({
    mutationKey: [...storageKeys.all(accountId, app), 'test'],
    mutationFn: (settings: StorageBody) => testStorage(client, { app, settings }),
  });
}
