import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { sessionKeys } from './keys';
import type { TokenResponse } from './schemas';
import { tokenResponseSchema } from './schemas';

export const endGhostModeResponseSchema = tokenResponseSchema;

/**
 * DELETE /ghost-mode (spec 000 §7): unghost, answering the operator's own token. The caller stores
 * the token and resets the cache; the new token's `acc` names the Watch Tower account to return to.
 */
export const endGhostModeEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/ghost-mode',
  response: endGhostModeResponseSchema,
});

export function endGhostMode(client: ApiClient, options: CallOptions = {}): Promise<TokenResponse> {
  return client.json(endGhostModeResponseSchema, {
    method: endGhostModeEndpoint.method,
    path: endGhostModeEndpoint.path,
    signal: options.signal,
  });
}

export function endGhostModeMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...sessionKeys.all, 'end-ghost-mode'],
    mutationFn: () => endGhostMode(client),
  });
}
