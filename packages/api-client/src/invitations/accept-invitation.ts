import { mutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { TokenResponse } from '../session/schemas';
import { tokenResponseSchema } from '../session/schemas';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { ERROR_MESSAGES, ERROR_STATUSES } from '../rules/errors';

/** The token of the invitation e-mail's link (/invitations/accept?token=...). */
export const acceptInvitationBodySchema = z.object({ token: z.string().min(16).max(200) });
export type AcceptInvitationInput = z.input<typeof acceptInvitationBodySchema>;

/**
 * Why a link cannot be accepted, with the status and message the server and the mocks answer. An invitation is
 * accepted once, before it expires, as the address it was sent to (the link proves it), into the inviting account.
 */
export const INVITATION_LINK_ERRORS = Object.fromEntries(
  (['INVITATION_INVALID', 'INVITATION_USED', 'INVITATION_EXPIRED', 'ADMIN_EXISTS'] as const).map((code) => [
    code,
    { status: ERROR_STATUSES[code], message: ERROR_MESSAGES[code] },
  ]),
) as {
  [Code in 'INVITATION_INVALID' | 'INVITATION_USED' | 'INVITATION_EXPIRED' | 'ADMIN_EXISTS']: {
    status: (typeof ERROR_STATUSES)[Code];
    message: (typeof ERROR_MESSAGES)[Code];
  };
};
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
