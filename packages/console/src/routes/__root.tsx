import type { Bootstrap } from '@console/api-client';
import { createRootRouteWithContext, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { ConsoleLoading } from '../components/console-loading';
import { NotFoundPage } from '../components/not-found-page';
import type { RouterContext } from '../router';
import { isPublicPath } from '../session/guards';
import { isExpiredSession } from '../session/session-errors';
import { RootLayout } from './-components/root-layout';

export const Route = createRootRouteWithContext<RouterContext>()({
  /**
   * The session gate (spec 000 §4, 001 §2): with a token, load the bootstrap (a failure clears the token and goes
   * home, with expired=true for JWT_EXPIRED); without one, standalone visitors may open only the public paths —
   * anything else redirects to the root without its query. Embedded visitors stay: the root page signs them in.
   */
  beforeLoad: async ({ context, location }): Promise<{ user: Bootstrap | null }> => {
    const { token, mode } = context.session.get();
    if (!token) {
      if (mode === 'standalone' && !isPublicPath(location.pathname)) throw redirect({ to: '/', search: {} });
      return { user: null };
    }
    try {
      const { loadBootstrap } = await import('../session/load-bootstrap');
      return { user: await loadBootstrap(context) };
    } catch (error) {
      context.session.clear();
      context.queryClient.clear();
      throw redirect({ to: '/', search: isExpiredSession(error) ? { expired: true } : {} });
    }
  },
  component: RootLayout,
  // The crash screen (spec 000 §8) loads only when something crashes.
  errorComponent: lazyRouteComponent(() => import('../features/errors/crash-page'), 'CrashPage'),
  notFoundComponent: NotFoundPage,
  pendingComponent: ConsoleLoading,
});
