import { mutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import type { Session } from './schemas';
import { sessionSchema } from './schemas';

/** The app context again, and the code and state Zoom's `onAuthorized` event carried. */
export const linkZoomBodySchema = z.object({
  context: z.string().min(1),
  code: z.string().min(1),
  state: z.string().min(1),
});
export const linkZoomResponseSchema = sessionSchema;
export type LinkZoomInput = z.input<typeof linkZoomBodySchema>;

/**
 * POST /api/zoom/link (not in the spec's table; public): the server redeems the code, reads the Zoom user and links
 * it to the admin (or accepts the invitation) its verified e-mail names in the console account of its Zoom account;
 * answers the token and the role, as POST /api/zoom/context does from then on.
 */
export const linkZoomEndpoint = defineEndpoint({
  method: 'POST',
  path: '/zoom/link',
  body: linkZoomBodySchema,
  response: linkZoomResponseSchema,
});

export function linkZoom(
  client: ApiClient,
  input: LinkZoomInput,
  options: CallOptions = {},
): Promise<Session> {
  return client.json(linkZoomResponseSchema, {
    method: linkZoomEndpoint.method,
    path: linkZoomEndpoint.path,
    body: { context: input.context, code: input.code, state: input.state },
    signal: options.signal,
  });
}

export function linkZoomMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['auth', 'zoom-link'],
    mutationFn: (input: LinkZoomInput) => linkZoom(client, input),
  });
}
