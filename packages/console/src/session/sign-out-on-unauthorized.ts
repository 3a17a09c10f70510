import { isApiError, sessionKeys } from '@console/api-client';
import { matchQuery, type QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { isExpiredSession } from './session-errors';
import type { Session } from './session';

/**
 * The one 401 handler (spec 000 §4): any query or mutation answered 401 mid-session clears the token and goes
 * home, with expired=true for JWT_EXPIRED, where the sign-in page says 'Your session has expired. Please sign in
 * again.' Error panels never show for a session that has ended. The bootstrap's own failure is the session gate's
 * (routes/__root.tsx), which handles every failure of it, not only 401.
 */
export function signOutOnUnauthorized({
  queryClient,
  session,
  router,
}: {
  queryClient: QueryClient;
  session: Session;
  router: AnyRouter;
}): () => void {
  const onError = (error: unknown) => {
    if (!isApiError(error) || error.status !== 401 || !session.get().token) return;
    session.clear();
    void router
      .navigate({ to: '/', search: isExpiredSession(error) ? { expired: true } : {} })
      .then(() => queryClient.clear());
  };
  const bootstrap = { queryKey: sessionKeys.bootstrap(), exact: true };
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    if (!matchQuery(bootstrap, event.query)) onError(event.action.error);
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}
