import { endGhostModeMutationOptions, errorMessage } from '@console/api-client';
import { toast } from '@console/ui';
import { useMutation } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';

/**
 * Unghosting (spec 000 §4): DELETE /ghost-mode answers the operator's own token; with it stored and the ghosted
 * account's cache dropped, the user goes to the Watch Tower page of the token's account (`acc`).
 */
export function useExitGhostMode() {
  const { api, session, queryClient } = useRouteContext({ from: '__root__' });
  const router = useRouter();
  const mutation = useMutation(endGhostModeMutationOptions(api));
  const exit = async () => {
    try {
      const { token } = await mutation.mutateAsync();
      session.setToken(token);
      queryClient.clear();
      const account = session.get().claims?.acc;
      if (account) await router.navigate({ href: `/watch-tower/accounts/${account}` });
      else await router.navigate({ to: '/' });
    } catch (error) {
      toast.error('Could not leave ghost mode', errorMessage(error));
    }
  };
  return { exit, pending: mutation.isPending };
}
