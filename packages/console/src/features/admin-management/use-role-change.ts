import {
  adminKeys,
  invitationKeys,
  ROLE_LABELS,
  errorMessage,
  updateAdminRoleMutationOptions,
  updateInvitationRoleMutationOptions,
  type Admin,
  type Invitation,
} from '@console/api-client';
import { toast } from '@console/ui';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../lib/use-api';

const ROLE_UPDATED = 'Role updated successfully';
const ROLE_UPDATE_FAILED = 'Failed to update role';
const ROLE_UPDATE_FAILED_DESCRIPTION = 'Please try again later';

/**
 * A role change of an active admin, shown at once (optimistic) and rolled back if the server refuses
 * (spec 000 §4, §8). The failure toast is the spec's fixed text; the reason goes to the console for support.
 */
export function useAdminRoleChange(accountId: string) {
  const api = useApi();
  const options = updateAdminRoleMutationOptions(api, accountId);
  return useMutation({
    ...options,
    onMutate: async ({ id, role }, context) => {
      const key = adminKeys.list(accountId);
      await context.client.cancelQueries({ queryKey: key });
      const previous = context.client.getQueryData<Admin[]>(key);
      context.client.setQueryData<Admin[]>(key, (admins) =>
        admins?.map((admin) => (admin.id === id ? { ...admin, role } : admin)),
      );
      return { previous };
    },
    onError: (error, _input, result, context) => {
      if (result?.previous) context.client.setQueryData(adminKeys.list(accountId), result.previous);
      toast.error(ROLE_UPDATE_FAILED, ROLE_UPDATE_FAILED_DESCRIPTION);
      console.warn('Role update failed:', errorMessage(error));
    },
    onSuccess: (data, input, result, context) => {
      toast.success(ROLE_UPDATED, `Changed to ${ROLE_LABELS[input.role]}`);
      return options.onSuccess?.(data, input, result, context);
    },
  });
}

/** The same for a pending invitation's role. */
export function useInvitationRoleChange(accountId: string) {
  const api = useApi();
  const options = updateInvitationRoleMutationOptions(api, accountId);
  return useMutation({
    ...options,
    onMutate: async ({ id, role }, context) => {
      const key = invitationKeys.list(accountId);
      await context.client.cancelQueries({ queryKey: key });
      const previous = context.client.getQueryData<Invitation[]>(key);
      context.client.setQueryData<Invitation[]>(key, (invitations) =>
        invitations?.map((invitation) => (invitation.id === id ? { ...invitation, role } : invitation)),
      );
      return { previous };
    },
    onError: (error, _input, result, context) => {
      if (result?.previous) context.client.setQueryData(invitationKeys.list(accountId), result.previous);
      toast.error(ROLE_UPDATE_FAILED, ROLE_UPDATE_FAILED_DESCRIPTION);
      console.warn('Role update failed:', errorMessage(error));
    },
    onSuccess: (data, input, result, context) => {
      toast.success(ROLE_UPDATED, `Changed to ${ROLE_LABELS[input.role]}`);
      return options.onSuccess?.(data, input, result, context);
    },
  });
}
