import { mutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { invitationKeys } from './keys';

/** The invitation is named by its e-mail (spec 000 §7). */
export const revokeInvitationBodySchema = z.object({ email: z.email() });
export type RevokeInvitationInput = z.input<typeof revokeInvitationBodySchema>;

/** DELETE /invitations (spec 000 §7): "Revoke Invitation". The answer is not shown: an empty 200. */
export const revokeInvitationEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/invitations',
  body: revokeInvitationBodySchema,
});

export function revokeInvitation(
  client: ApiClient,
  input: RevokeInvitationInput,
  options: CallOptions = {},
): Promise<void> {
  return client.send({
    method: revokeInvitationEndpoint.method,
    path: revokeInvitationEndpoint.path,
    body: { email: input.email },
    signal: options.signal,
  });
}

export function revokeInvitationMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...invitationKeys.all(accountId), 'revoke'],
    mutationFn: (input: RevokeInvitationInput) => revokeInvitation(client, input),
    onSuccess: (_data, _input, _onMutateResult, context) =>
      context.client.invalidateQueries({ queryKey: invitationKeys.list(accountId) }),
  });
}
