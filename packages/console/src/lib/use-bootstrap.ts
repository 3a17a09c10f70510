import { getBootstrapQueryOptions, type Bootstrap } from '@console/api-client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from './use-api';

/**
 * The signed-in admin from the query cache (the session gate loaded it), so cache writes such as a started free
 * trial or the onboarded flag re-render at once. 'static' like the gate: the bootstrap is refetched only when the
 * session changes, never in the background, so a write the server did not keep (onboarded after a failed save,
 * spec 001 §4) is not undone by a refetch.
 */
export function useBootstrap(): Bootstrap {
  const api = useApi();
  return useSuspenseQuery({ ...getBootstrapQueryOptions(api), staleTime: 'static' }).data;
}
