import { mutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import type { TokenResponse } from '../session/schemas';
import { tokenResponseSchema } from '../session/schemas';
import type { OAuthProvider } from './schemas';

export const completeOAuthCallbackBodySchema = z.object({ code: z.string().min(1) });
export const completeOAuthCallbackResponseSchema = tokenResponseSchema;
export type CompleteOAuthCallbackInput = { provider: OAuthProvider } & z.input<
  typeof completeOAuthCallbackBodySchema
>;

/**
 * POST /oauth/{provider}/callback (spec 001 §7); the console uses it for Google. ACCOUNT_EXISTS
 * when the company already has an account.
 */
export const completeOAuthCallbackEndpoint = defineEndpoint({
  method: 'POST',
  path: '/oauth/:provider/callback',
  body: completeOAuthCallbackBodySchema,
  response: completeOAuthCallbackResponseSchema,
});

export function completeOAuthCallback(
  client: ApiClient,
  { provider, code }: CompleteOAuthCallbackInput,
  options: CallOptions = {},
): Promise<TokenResponse> {
  return client.json(completeOAuthCallbackResponseSchema, {
    method: completeOAuthCallbackEndpoint.method,
    path: fillPath(completeOAuthCallbackEndpoint.path, { provider }),
    body: { code },
    signal: options.signal,
  });
}

export function completeOAuthCallbackMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['auth', 'oauth-callback'],
    mutationFn: (input: CompleteOAuthCallbackInput) => completeOAuthCallback(client, input),
  });
}
