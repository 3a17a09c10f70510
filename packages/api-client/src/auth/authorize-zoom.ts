import { mutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { ERROR_MESSAGES } from '../rules/errors';

/**
 * POST /api/zoom/context answers this (409) for a Zoom user not yet linked to an admin: the console then links it
 * with Zoom's in-client OAuth (authorizeZoom, the Zoom client's authorize, linkZoom).
 */
export const ZOOM_LINK_REQUIRED = 'ZOOM_LINK_REQUIRED';
export const ZOOM_LINK_REQUIRED_MESSAGE = ERROR_MESSAGES.ZOOM_LINK_REQUIRED;

export const authorizeZoomBodySchema = z.object({ context: z.string().min(1) });
/** What the console hands `zoomSdk.authorize`: Zoom's in-client authorize takes a plain PKCE challenge. */
export const authorizeZoomResponseSchema = z.object({
  codeChallenge: z.string().min(43).max(128),
  state: z.string().min(1),
});
export type AuthorizeZoomInput = z.input<typeof authorizeZoomBodySchema>;
export type AuthorizeZoomResponse = z.infer<typeof authorizeZoomResponseSchema>;

/**
 * POST /api/zoom/authorize (not in the spec's table; public): starts the link of the context's Zoom user. The server
 * keeps the state and the PKCE verifier, once and for 10 minutes, bound to that Zoom user.
 */
export const authorizeZoomEndpoint = defineEndpoint({
  method: 'POST',
  path: '/zoom/authorize',
  body: authorizeZoomBodySchema,
  response: authorizeZoomResponseSchema,
});

export function authorizeZoom(
  client: ApiClient,
  input: AuthorizeZoomInput,
  options: CallOptions = {},
): Promise<AuthorizeZoomResponse> {
  return client.json(authorizeZoomResponseSchema, {
    method: authorizeZoomEndpoint.method,
    path: authorizeZoomEndpoint.path,
    body: { context: input.context },
    signal: options.signal,
  });
}

export function authorizeZoomMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['auth', 'zoom-authorize'],
    mutationFn: (input: AuthorizeZoomInput) => authorizeZoom(client, input),
  });
}
