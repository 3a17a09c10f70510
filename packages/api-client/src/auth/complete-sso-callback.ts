import { mutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import type { TokenResponse } from '../session/schemas';
import { tokenResponseSchema } from '../session/schemas';

export const completeSsoCallbackBodySchema = z.object({ code: z.string().min(1), state: z.string().min(1) });
export const completeSsoCallbackResponseSchema = tokenResponseSchema;
export type CompleteSsoCallbackInput = z.input<typeof completeSsoCallbackBodySchema>;

/** POST /sso/oauth/callback (spec 001 §7): ADMIN_NOT_FOUND when the user is not an admin. */
export const completeSsoCallbackEndpoint = defineEndpoint({
  method: 'POST',
  path: '/sso/oauth/callback',
  body: completeSsoCallbackBodySchema,
  response: completeSsoCallbackResponseSchema,
});

export function completeSsoCallback(
  client: ApiClient,
  input: CompleteSsoCallbackInput,
  options: CallOptions = {},
): Promise<TokenResponse> {
  return client.json(completeSsoCallbackResponseSchema, {
    method: completeSsoCallbackEndpoint.method,
    path: completeSsoCallbackEndpoint.path,
    body: { code: input.code, state: input.state },
    signal: options.signal,
  });
}

export function completeSsoCallbackMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['auth', 'sso-callback'],
    mutationFn: (input: CompleteSsoCallbackInput) => completeSsoCallback(client, input),
  });
}
