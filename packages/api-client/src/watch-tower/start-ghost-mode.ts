import { mutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import type { TokenResponse } from '../session/schemas';
import { tokenResponseSchema } from '../session/schemas';
import { watchTowerKeys } from './keys';

export const startGhostModeBodySchema = z.object({ accountId: z.string().min(1) });
export const startGhostModeResponseSchema = tokenResponseSchema;
export type StartGhostModeInput = z.input<typeof startGhostModeBodySchema>;

/**
 * POST /watch-tower/ghost-mode (spec 000 §7): a token for the ghosted account. The caller stores
 * it, resets the cache and reloads the bootstrap (spec 000 §4).
 */
export const startGhostModeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/watch-tower/ghost-mode',
  body: startGhostModeBodySchema,
  response: startGhostModeResponseSchema,
});

export function startGhostMode(
  client: ApiClient,
  input: StartGhostModeInput,
  options: CallOptions = {},
): Promise<TokenResponse> {
  return client.json(startGhostModeResponseSchema, {
    method: startGhostModeEndpoint.method,
    path: startGhostModeEndpoint.path,
    body: { accountId: input.accountId },
    signal: options.signal,
  });
}

export function startGhostModeMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...watchTowerKeys.all, 'ghost-mode'],
    mutationFn: (input: StartGhostModeInput) => startGhostMode(client, input),
  });
}
