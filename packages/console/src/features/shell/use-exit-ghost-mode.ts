import { endGhostModeMutationOptions, errorMessage } from '@console/api-client';
import { toast } from '@console/ui';
import { useMutation } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';

/**
 * Unghosting (spec 000 §4): DELETE /ghost-mode answers the operator's own token; with it stored and the ghosted
 * account's cache dropped, the user goes to a Watch Tower account page. The spec names "the token's acc": the
 * operator's own token carries the internal account, which Watch Tower does not list, so we read `acc` from the
 * ghost token before swapping it and return the operator to the account they were ghosting.
 */
export function useExitGhostMode() {
  const { api, session, queryClient } = useRouteContext({ from: '__root__' });
  const router = useRouter();
  const mutation = useMutation(endGhostModeMutationOptions(api));
  const exit = async () => {
    try {
      const ghosted = session.get().claims?.acc;
      const { token } = await mutation.mutateAsync();
      session.setToken(token);
      queryClient.clear();
      if (ghosted) await router.navigate({ href: `/watch-tower/accounts/${ghosted}` });
      else await router.navigate({ to: '/' });
    } catch (error) {
      toast.error('Could not leave ghost mode', errorMessage(error));
    }
  };
  return { exit, pending: mutation.isPending };
}
