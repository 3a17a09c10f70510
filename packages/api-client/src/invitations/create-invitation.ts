import { mutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { invitationKeys } from './keys';
import { invitationFormSchema, invitationSchema } from './schemas';

export const createInvitationBodySchema = invitationFormSchema;
export const createInvitationResponseSchema = invitationSchema;
export type CreateInvitationInput = z.input<typeof createInvitationBodySchema>;
export type CreateInvitationResponse = z.infer<typeof createInvitationResponseSchema>;

/**
 * POST /invitations (spec 000 §7): "Add an Administrator". The body is only the e-mail, so the
 * role of a new invitation is the server's choice (not shown in the spec): admin.
 */
export const createInvitationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/invitations',
  body: createInvitationBodySchema,
  response: createInvitationResponseSchema,
});

export function createInvitation(
  client: ApiClient,
  input: CreateInvitationInput,
  options: CallOptions = {},
): Promise<CreateInvitationResponse> {
  return client.json(createInvitationResponseSchema, {
    method: createInvitationEndpoint.method,
    path: createInvitationEndpoint.path,
    body: { email: input.email },
    signal: options.signal,
  });
}

export function createInvitationMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...invitationKeys.all(accountId), 'create'],
    mutationFn: (input: CreateInvitationInput) => createInvitation(client, input),
    onSuccess: (_invitation, _input, _onMutateResult, context) =>
      context.client.invalidateQueries({ queryKey: invitationKeys.list(accountId) }),
  });
}
