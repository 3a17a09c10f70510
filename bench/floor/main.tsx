/**
 * The framework floor (DESIGN.md budgets): React, TanStack Router and TanStack Query, the console's own versions,
 * with one empty route. `npm run bench` copies this folder to bench/.tmp/floor, builds it with Vite in production
 * mode and weighs the JS it loads; the console's routes are compared with it.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const rootRoute = createRootRoute({ component: Outlet });
const emptyRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => null });
const router = createRouter({ routeTree: rootRoute.addChildren([emptyRoute]) });
const queryClient = new QueryClient();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
