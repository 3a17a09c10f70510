import { createClient } from '@console/api-client';
import { ClockProvider, realClock } from '@console/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { errorReporter } from './lib/error-reporting';
import { createConsoleRouter } from './router';
import { adoptTokenFromUrl } from './session/adopt-url-token';
import { detectMode } from './session/mode';
import { createSession } from './session/session';
import { localTokenStorage } from './session/token-storage';

/** Wires the session, the API client, the query cache and the router for the browser. */
function createBrowserApp() {
  const storage = localTokenStorage();
  adoptTokenFromUrl(storage, window);
  const session = createSession({ storage, mode: detectMode(window.location.search, navigator.userAgent) });
  const api = createClient({ getToken: () => session.get().token, now: realClock.now });
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } });
  const router = createConsoleRouter({ queryClient, api, session });
  errorReporter.init(router);
  return { queryClient, router };
}

const { queryClient, router } = createBrowserApp();

export function App() {
  return (
    <ClockProvider clock={realClock}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ClockProvider>
  );
}
