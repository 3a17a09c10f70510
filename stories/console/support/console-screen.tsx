import { createClient } from '@console/api-client';
import { mockStore, sessionToken, signInAs } from '@console/api-client/mocks';
import { useClock } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { createConsoleRouter, type ConsoleRouter } from '../../../packages/console/src/router';
import type { RunMode } from '../../../packages/console/src/session/mode';
import { createSession } from '../../../packages/console/src/session/session';
import { memoryTokenStorage } from '../../../packages/console/src/session/token-storage';
import { storyFetch } from '../../support/story-fetch';

/** Who the story is signed in as. `ghost` is an operator ghosting the demo account; `signed-out` has no token. */
export type Persona = 'owner' | 'admin' | 'supervisor' | 'operator' | 'ghost' | 'signed-out' | 'expired';

export interface ConsoleScreenProps {
  /** The address the story opens, e.g. `/settings/admin-management`. */
  path: string;
  as?: Persona;
  mode?: RunMode;
}

function tokenFor(persona: Persona): string | null {
  switch (persona) {
    case 'signed-out':
      return null;
    case 'operator':
      signInAs(mockStore, { role: 'owner', isRoot: true });
      return sessionToken(mockStore);
    case 'ghost':
      signInAs(mockStore, { role: 'owner', isRoot: true });
      return sessionToken(mockStore, { ghost: true });
    case 'expired':
      return sessionToken(mockStore, { exp: Math.floor(mockStore.now.getTime() / 1000) - 60 });
    default:
      signInAs(mockStore, { role: persona });
      return sessionToken(mockStore);
  }
}

let shownRouter: ConsoleRouter | undefined;

/** The router of the current story's console, for plays that navigate as the browser would (back, an address). */
export function consoleRouter(): ConsoleRouter {
  if (!shownRouter) throw new Error('no ConsoleScreen rendered');
  return shownRouter;
}

/** Where the console of the current story is (path and search), for plays that check a navigation. */
export function consoleLocation() {
  return consoleRouter().state.location;
}

/**
 * The whole console at one address, as a persona, against the mock store: the real route tree, guards, loaders
 * and screens, with memory history, the story's fresh QueryClient and its clock. Use with `parameters.router.disabled`.
 */
export function ConsoleScreen({ path, as = 'owner', mode = 'standalone' }: ConsoleScreenProps) {
  const queryClient = useQueryClient();
  const clock = useClock();
  const [router] = useState<ConsoleRouter>(() => {
    const session = createSession({ storage: memoryTokenStorage(tokenFor(as)), mode });
    const api = createClient({ getToken: () => session.get().token, now: clock.now, fetch: storyFetch });
    shownRouter = createConsoleRouter(
      { queryClient, api, session },
      createMemoryHistory({ initialEntries: [path] }),
    );
    return shownRouter;
  });
  return <RouterProvider router={router} />;
}

/** Story parameters for a console screen: no story router (the console brings its own), full-page layout. */
export const consoleScreenParameters = { router: { disabled: true }, layout: 'fullscreen' } as const;
