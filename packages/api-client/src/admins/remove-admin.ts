import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { adminKeys } from './keys';

export interface RemoveAdminInput {
  id: string;
}

/**
 * DELETE /admins/{id} (spec 000 §7): "Remove from account", which archives the admin. The answer
 * is not shown in the spec: an empty 200.
 */
export const removeAdminEndpoint = defineEndpoint({ method: 'DELETE', path: '/admins/:id' });

export function removeAdmin(
  client: ApiClient,
  { id }: RemoveAdminInput,
  options: CallOptions = {},
): Promise<void> {
  return client.send({
    method: removeAdminEndpoint.method,
    path: fillPath(removeAdminEndpoint.path, { id }),
    signal: options.signal,
  });
}

export function removeAdminMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...adminKeys.all(accountId), 'remove'],
    mutationFn: (input: RemoveAdminInput) => removeAdmin(client, input),
    onSuccess: (_data, _input, _onMutateResult, context) =>
      context.client.invalidateQueries({ queryKey: adminKeys.list(accountId) }),
  });
}
