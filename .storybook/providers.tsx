import { createContext, use, useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';

const StoryElement = createContext<ReactNode>(null);

function StoryOutlet() {
  return use(StoryElement);
}

/**
 * A memory-history router whose root renders the story, so components using Link or useNavigate work in any
 * story. `parameters.router.initialEntry` sets the address; `parameters.router.disabled` leaves routing to a story
 * that brings its own route tree (the console's screens).
 */
function StoryRouter({ initialEntry, children }: { initialEntry: string; children: ReactNode }) {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: StoryOutlet }),
      history: createMemoryHistory({ initialEntries: [initialEntry] }),
    }),
  );
  return (
    <StoryElement value={children}>
      <RouterProvider router={router} />
    </StoryElement>
  );
}

export const withProviders: Decorator = (Story, { loaded, parameters }) => {
  const router = parameters.router as { initialEntry?: string; disabled?: boolean } | undefined;
  const story = <Story />;
  return (
    <QueryClientProvider client={loaded.queryClient as QueryClient}>
      {router?.disabled ? (
        story
      ) : (
        <StoryRouter initialEntry={router?.initialEntry ?? '/'}>{story}</StoryRouter>
      )}
    </QueryClientProvider>
  );
};
