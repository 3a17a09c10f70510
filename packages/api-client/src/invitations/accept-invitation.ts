import { mutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { TokenResponse } from '../session/schemas';
import { tokenResponseSchema } from '../session/schemas';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';

/** The token of the invitation e-mail's link (/invitations/accept?token=...). */
export const acceptInvitationBodySchema = z.object({ token: z.string().min(16).max(200) });
export type AcceptInvitationInput = z.input<typeof acceptInvitationBodySchema>;

/**
 * Why a link cannot be accepted, with the status and message the server and the mocks answer. An invitation is
 * accepted once, before it expires, as the address it was sent to (the link proves it), into the inviting account.
 */
export const INVITATION_LINK_ERRORS = {
  INVITATION_INVALID: {
    status: 404,
    message: 'This invitation link is not valid. It may have been revoked or replaced by a newer one.',
  },
  INVITATION_USED: { status: 409, message: 'This invitation has already been accepted.' },
  INVITATION_EXPIRED: {
    status: 410,
    message: 'This invitation has expired. Please ask an administrator to invite you again.',
  },
  ADMIN_EXISTS: { status: 409, message: 'This e-mail address is already an administrator.' },
} as const;
export type InvitationLinkError = keyof typeof INVITATION_LINK_ERRORS;

/** POST /invitations/accept (not in the spec; public): accepts the invitation and answers a session token. */
export const acceptInvitationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/invitations/accept',
  body: acceptInvitationBodySchema,
  response: tokenResponseSchema,
});

export function acceptInvitation(
  client: ApiClient,
  input: AcceptInvitationInput,
  options: CallOptions = {},
): Promise<TokenResponse> {
  return client.json(tokenResponseSchema, {
    method: acceptInvitationEndpoint.method,
    path: acceptInvitationEndpoint.path,
    body: { token: input.token },
    signal: options.signal,
  });
}

export function acceptInvitationMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['invitations', 'accept'],
    mutationFn: (input: AcceptInvitationInput) => acceptInvitation(client, input),
  });
}
