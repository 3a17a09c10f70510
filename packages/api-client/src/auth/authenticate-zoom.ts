import { mutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import type { Session } from './schemas';
import { sessionSchema } from './schemas';

/** `context` is the Zoom app context string the Zoom client hands the page. */
export const authenticateZoomBodySchema = z.object({ context: z.string().min(1) });
export const authenticateZoomResponseSchema = sessionSchema;
export type AuthenticateZoomInput = z.input<typeof authenticateZoomBodySchema>;

/** POST /api/zoom/context: the full path (not /api/api/...); answers the token and the role. */
export const authenticateZoomEndpoint = defineEndpoint({
  method: 'POST',
  path: '/zoom/context',
  body: authenticateZoomBodySchema,
  response: authenticateZoomResponseSchema,
});

export function authenticateZoom(
  client: ApiClient,
  input: AuthenticateZoomInput,
  options: CallOptions = {},
): Promise<Session> {
  return client.json(authenticateZoomResponseSchema, {
    method: authenticateZoomEndpoint.method,
    path: authenticateZoomEndpoint.path,
    body: { context: input.context },
    signal: options.signal,
  });
}

export function authenticateZoomMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['auth', 'zoom'],
    mutationFn: (input: AuthenticateZoomInput) => authenticateZoom(client, input),
  });
}
