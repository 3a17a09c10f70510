import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { sessionKeys } from './keys';

/**
 * DELETE /authentications (spec 000 §7): sign-out. The answer is not shown in the spec: an empty
 * 200. The caller then clears the token and the whole query cache (it belonged to this session).
 */
export const signOutEndpoint = defineEndpoint({ method: 'DELETE', path: '/authentications' });

export function signOut(client: ApiClient, options: CallOptions = {}): Promise<void> {
  return client.send({ method: signOutEndpoint.method, path: signOutEndpoint.path, signal: options.signal });
}

export function signOutMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...sessionKeys.all, 'sign-out'],
    mutationFn: () => signOut(client),
  });
}
