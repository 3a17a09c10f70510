import type { ApiClient } from '@console/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import type { Session } from './session/session';
import { signOutOnUnauthorized } from './session/sign-out-on-unauthorized';

export interface RouterContext {
  queryClient: QueryClient;
  api: ApiClient;
  session: Session;
}

/**
 * The console's router; the app and the screen stories create it the same way (stories with memory history). It
 * also installs the one 401 handler on the context's query client, which needs the router to go home.
 */
export function createConsoleRouter(context: RouterContext, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // Loaders only warm TanStack Query's cache; the cache decides freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
  signOutOnUnauthorized({ ...context, router });
  return router;
}

export type ConsoleRouter = ReturnType<typeof createConsoleRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: ConsoleRouter;
  }
}
