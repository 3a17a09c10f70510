import { signOutMutationOptions } from '@console/api-client';
import { useMutation } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';

/**
 * Sign-out (spec 000 §4): DELETE /authentications, then the token is cleared and the user goes home; the query
 * cache, which belonged to this session, is cleared once the signed-in pages are gone. A failed call still signs
 * out locally: the user asked to leave, and the token is dropped either way.
 */
export function useSignOut(): () => Promise<void> {
  const { api, session, queryClient } = useRouteContext({ from: '__root__' });
  const router = useRouter();
  const { mutateAsync } = useMutation(signOutMutationOptions(api));
  return async () => {
    await mutateAsync().catch(() => undefined);
    session.clear();
    await router.navigate({ to: '/', search: {} });
    queryClient.clear();
  };
}
