import { getBootstrapQueryOptions, type Bootstrap } from '@console/api-client';
import type { RouterContext } from '../router';
import { ensureQuery } from '../lib/ensure-query';

/**
 * The signed-in admin for the session gate: the cached bootstrap when there is one. Imported by the gate only when
 * there is a token, so the sign-in page does not load the bootstrap's schemas.
 */
export function loadBootstrap({
  queryClient,
  api,
}: Pick<RouterContext, 'queryClient' | 'api'>): Promise<Bootstrap> {
  return ensureQuery(queryClient, getBootstrapQueryOptions(api));
}
