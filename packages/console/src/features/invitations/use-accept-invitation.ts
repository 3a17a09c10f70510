import { acceptInvitationMutationOptions } from '@console/api-client';
import { useMutation } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/**
 * Accepts the invitation of the e-mail's link once (a link is single-use: a remount must not send it again), stores
 * the session token and goes home, replacing the link in the history so Back does not replay it.
 */
export function useAcceptInvitation(token: string | undefined) {
  const { api, session, queryClient } = useRouteContext({ from: '__root__' });
  const router = useRouter();
  const accept = useMutation({
    ...acceptInvitationMutationOptions(api),
    onSuccess: async ({ token: sessionToken }) => {
      // A person already signed in on this browser becomes the invited admin: no query of the old session stays.
      // (Queries only: clearing the mutation cache would drop this very mutation before it settles.)
      queryClient.removeQueries();
      session.setToken(sessionToken);
      await router.invalidate();
      await router.navigate({ to: '/', search: {}, replace: true });
    },
  });
  const started = useRef(false);
  const { mutate } = accept;

  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    mutate({ token });
  }, [mutate, token]);

  return accept;
}
