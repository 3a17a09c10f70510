import { mutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { ssoAuthorizeResponseSchema, ssoSignInFormSchema } from './schemas';

export const authorizeSsoBodySchema = ssoSignInFormSchema;
export const authorizeSsoResponseSchema = ssoAuthorizeResponseSchema;
export type AuthorizeSsoInput = z.input<typeof authorizeSsoBodySchema>;
export type AuthorizeSsoResponse = z.infer<typeof authorizeSsoResponseSchema>;

/**
 * POST /sso/oauth/authorize (spec 001 §7): the URL to send the browser to. SSO_NOT_CONFIGURED
 * when no provider serves the e-mail's domain.
 */
export const authorizeSsoEndpoint = defineEndpoint({
  method: 'POST',
  path: '/sso/oauth/authorize',
  body: authorizeSsoBodySchema,
  response: authorizeSsoResponseSchema,
});

export function authorizeSso(
  client: ApiClient,
  input: AuthorizeSsoInput,
  options: CallOptions = {},
): Promise<AuthorizeSsoResponse> {
  return client.json(authorizeSsoResponseSchema, {
    method: authorizeSsoEndpoint.method,
    path: authorizeSsoEndpoint.path,
    body: { email: input.email },
    signal: options.signal,
  });
}

export function authorizeSsoMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['auth', 'sso-authorize'],
    mutationFn: (input: AuthorizeSsoInput) => authorizeSso(client, input),
  });
}
