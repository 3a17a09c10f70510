import { mutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import type { OAuthProvider } from './schemas';
import { ssoAuthorizeResponseSchema } from './schemas';

/**
 * Why the browser goes to the provider: `sign-in` only signs existing admins (and invited people) in; `sign-up`,
 * sent only by /sign-up once its terms are accepted, may also create a new account.
 */
export const OAUTH_INTENTS = ['sign-in', 'sign-up'] as const;
export const oauthIntentSchema = z.enum(OAUTH_INTENTS);
export type OAuthIntent = z.infer<typeof oauthIntentSchema>;

export const authorizeOAuthBodySchema = z.object({ intent: oauthIntentSchema });
export const authorizeOAuthResponseSchema = ssoAuthorizeResponseSchema;
export type AuthorizeOAuthInput = { provider: OAuthProvider } & z.input<typeof authorizeOAuthBodySchema>;
export type AuthorizeOAuthResponse = z.infer<typeof authorizeOAuthResponseSchema>;

/**
 * POST /oauth/{provider}/authorize (not in the spec's table; the start of the spec's POST /oauth/{provider}/callback
 * flow): the provider's authorize URL, built by the server with state, nonce and PKCE (S256), which it keeps and
 * binds to this browser; the callback checks them.
 */
export const authorizeOAuthEndpoint = defineEndpoint({
  method: 'POST',
  path: '/oauth/:provider/authorize',
  body: authorizeOAuthBodySchema,
  response: authorizeOAuthResponseSchema,
});

export function authorizeOAuth(
  client: ApiClient,
  { provider, intent }: AuthorizeOAuthInput,
  options: CallOptions = {},
): Promise<AuthorizeOAuthResponse> {
  return client.json(authorizeOAuthResponseSchema, {
    method: authorizeOAuthEndpoint.method,
    path: fillPath(authorizeOAuthEndpoint.path, { provider }),
    body: { intent },
    signal: options.signal,
  });
}

export function authorizeOAuthMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['auth', 'oauth-authorize'],
    mutationFn: (input: AuthorizeOAuthInput) => authorizeOAuth(client, input),
  });
}
