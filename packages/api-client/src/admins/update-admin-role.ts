import { mutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { adminKeys } from './keys';
import { assignableRoleSchema } from './role';
import { adminSchema } from './schemas';

/** Only admin or supervisor can be chosen (spec 000 §4). */
export const updateAdminRoleBodySchema = z.object({ role: assignableRoleSchema });
/** The answer is not shown in the spec: the updated admin. */
export const updateAdminRoleResponseSchema = adminSchema;
export type UpdateAdminRoleInput = { id: string } & z.input<typeof updateAdminRoleBodySchema>;
export type UpdateAdminRoleResponse = z.infer<typeof updateAdminRoleResponseSchema>;

/** PUT /admins/{id}/role (spec 000 §7). */
export const updateAdminRoleEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/admins/:id/role',
  body: updateAdminRoleBodySchema,
  response: updateAdminRoleResponseSchema,
});

export function updateAdminRole(
  client: ApiClient,
  { id, role }: UpdateAdminRoleInput,
  options: CallOptions = {},
): Promise<UpdateAdminRoleResponse> {
  return client.json(updateAdminRoleResponseSchema, {
    method: updateAdminRoleEndpoint.method,
    path: fillPath(updateAdminRoleEndpoint.path, { id }),
    body: { role },
    signal: options.signal,
  });
}

export function updateAdminRoleMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...adminKeys.all(accountId), 'update-role'],
    mutationFn: (input: UpdateAdminRoleInput) => updateAdminRole(client, input),
    onSuccess: (_admin, _input, _onMutateResult, context) =>
      context.client.invalidateQueries({ queryKey: adminKeys.list(accountId) }),
  });
}
