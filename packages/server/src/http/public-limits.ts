import type { Context, MiddlewareHandler } from 'hono';
import type { EndpointName } from '@console/api-client';
import type { AppDeps } from '../deps';
import { clientAddress } from './rate-limit';
import type { Call } from './route';

/**
 * Public calls that name an account count per account too, so many addresses together cannot
 * hammer one customer. SSO authorize names it by the e-mail's domain (one domain, one account).
 * The other public calls carry single-use codes, states or signed contexts: per address suffices.
 */
const ACCOUNT_KEYS: { [N in EndpointName]?: (body: Call<N>['body']) => string } = {
  authorizeSso: ({ email }) => `domain:${email.slice(email.lastIndexOf('@') + 1).toLowerCase()}`,
};

/** Counts a request to a public route (`route`: its endpoint name) against its client address. */
export async function limitByAddress(deps: AppDeps, c: Context, route: string): Promise<void> {
  const address = clientAddress(c, deps.config.trustProxy);
  await deps.rateLimiter.hit(`${route}|address:${address}`, deps.config.rateLimit.perAddress);
}

/** Counts a public call against the account its body names, if ACCOUNT_KEYS knows how. */
export async function limitByAccount<N extends EndpointName>(
  deps: AppDeps,
  name: N,
  body: Call<N>['body'],
): Promise<void> {
  const keyOf = ACCOUNT_KEYS[name];
  if (!keyOf) return;
  await deps.rateLimiter.hit(`${name}|${keyOf(body)}`, deps.config.rateLimit.perAccount);
}

/** The address limit as middleware, for public routes mounted outside mountRoutes. */
export const publicRoute =
  (deps: AppDeps, route: string): MiddlewareHandler =>
  async (c, next) => {
    await limitByAddress(deps, c, route);
    await next();
  };
