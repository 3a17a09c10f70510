import { mutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import type { TokenResponse } from '../session/schemas';
import { tokenResponseSchema } from '../session/schemas';
import type { OAuthProvider } from './schemas';

export const completeOAuthCallbackBodySchema = z.object({
  code: z.string().min(1),
  state: z.string().min(1),
});
export const completeOAuthCallbackResponseSchema = tokenResponseSchema;
export type CompleteOAuthCallbackInput = { provider: OAuthProvider } & z.input<
  typeof completeOAuthCallbackBodySchema
>;

/**
 * POST /oauth/{provider}/callback (spec 001 §7); the console uses it for Google. The state is the one
 * POST /oauth/{provider}/authorize made (the server checks it, its PKCE verifier and its nonce). ACCOUNT_EXISTS
 * when the company already has an account; ADMIN_NOT_FOUND for an unknown person signing in (not up).
 */
export const completeOAuthCallbackEndpoint = defineEndpoint({
  method: 'POST',
  path: '/oauth/:provider/callback',
  body: completeOAuthCallbackBodySchema,
  response: completeOAuthCallbackResponseSchema,
});

export function completeOAuthCallback(
  client: ApiClient,
  { provider, code, state }: CompleteOAuthCallbackInput,
  options: CallOptions = {},
): Promise<TokenResponse> {
  return client.json(completeOAuthCallbackResponseSchema, {
    method: completeOAuthCallbackEndpoint.method,
    path: fillPath(completeOAuthCallbackEndpoint.path, { provider }),
    body: { code, state },
    signal: options.signal,
  });
}

export function completeOAuthCallbackMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['auth', 'oauth-callback'],
    mutationFn: (input: CompleteOAuthCallbackInput) => completeOAuthCallback(client, input),
  });
}
