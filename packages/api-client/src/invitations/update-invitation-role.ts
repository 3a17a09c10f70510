import { mutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { assignableRoleSchema } from '../admins/role';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { invitationKeys } from './keys';
import { invitationSchema } from './schemas';

export const updateInvitationRoleBodySchema = z.object({ role: assignableRoleSchema });
/** The answer is not shown in the spec: the updated invitation. */
export const updateInvitationRoleResponseSchema = invitationSchema;
export type UpdateInvitationRoleInput = { id: string } & z.input<typeof updateInvitationRoleBodySchema>;
export type UpdateInvitationRoleResponse = z.infer<typeof updateInvitationRoleResponseSchema>;

/** PUT /invitations/{id}/role (spec 000 §7). */
export const updateInvitationRoleEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/invitations/:id/role',
  body: updateInvitationRoleBodySchema,
  response: updateInvitationRoleResponseSchema,
});

export function updateInvitationRole(
  client: ApiClient,
  { id, role }: UpdateInvitationRoleInput,
  options: CallOptions = {},
): Promise<UpdateInvitationRoleResponse> {
  return client.json(updateInvitationRoleResponseSchema, {
    method: updateInvitationRoleEndpoint.method,
    path: fillPath(updateInvitationRoleEndpoint.path, { id }),
    body: { role },
    signal: options.signal,
  });
}

export function updateInvitationRoleMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...invitationKeys.all(accountId), 'update-role'],
    mutationFn: (input: UpdateInvitationRoleInput) => updateInvitationRole(client, input),
    onSuccess: (_invitation, _input, _onMutateResult, context) =>
      context.client.invalidateQueries({ queryKey: invitationKeys.list(accountId) }),
  });
}
