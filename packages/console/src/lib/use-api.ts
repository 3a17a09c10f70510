import type { ApiClient } from '@console/api-client';
import { useRouteContext } from '@tanstack/react-router';

/** The API client of the router context, for components that call the API through TanStack Query. */
export function useApi(): ApiClient {
  return useRouteContext({ from: '__root__', select: (context) => context.api });
}
