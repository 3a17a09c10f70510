import type { Context, MiddlewareHandler } from 'hono';
import type { EndpointName } from '@console/api-client';
import { bearerToken } from '../auth/session';
import { boundAdmin } from '../auth/sign-in';
import { decryptZoomContext } from '../auth/zoom-context';
import type { AppDeps } from '../deps';
import { hashInvitationToken } from '../invitations/invitation-token';
import { clientAddress } from './rate-limit';
import type { Call } from './route';

type AccountKey<N extends EndpointName> = (
  call: Pick<Call<N>, 'c' | 'body' | 'deps'>,
) => Promise<string | undefined>;

const accountKey = (accountId: string | undefined) => (accountId ? `account:${accountId}` : undefined);

/** The console account a Zoom user is linked to, or the Zoom user itself before the first link. */
async function zoomKey(deps: AppDeps, context: string): Promise<string | undefined> {
  const secret = deps.config.zoomClientSecret;
  const uid = secret ? decryptZoomContext(context, secret)?.uid : undefined;
  if (!uid) return undefined;
  return accountKey((await boundAdmin(deps.db, 'zoom', uid))?.account_id) ?? `zoom-user:${uid}`;
}

/**
 * Public calls that name an account count per account too, so many addresses together cannot hammer one customer.
 * Each key is found before the handler runs, from what the request carries: SSO authorize by the e-mail's domain
 * (one domain, one account), an invitation link by its invitation's account (the token's hash), a crash report by
 * its valid token's `acc`, Zoom calls by the Zoom user's linked account. Google, Microsoft and Webex sign-ins name
 * their account only once the provider answered: they count through limitResolvedAccount.
 */
const ACCOUNT_KEYS: { [N in EndpointName]?: AccountKey<N> } = {
  authorizeSso: ({ body: { email } }) =>
    Promise.resolve(`domain:${email.slice(email.lastIndexOf('@') + 1).toLowerCase()}`),
  acceptInvitation: async ({ body, deps }) =>
    accountKey(
      (
        await deps.db
          .selectFrom('invitations')
          .select('account_id')
          .where('token_hash', '=', hashInvitationToken(body.token))
          .executeTakeFirst()
      )?.account_id,
    ),
  reportError: async ({ c, deps }) => {
    const token = bearerToken(c.req.header('authorization'));
    return token ? accountKey((await deps.tokens.verify(token).catch(() => undefined))?.acc) : undefined;
  },
  authenticateZoom: ({ body, deps }) => zoomKey(deps, body.context),
  authorizeZoom: ({ body, deps }) => zoomKey(deps, body.context),
  linkZoom: ({ body, deps }) => zoomKey(deps, body.context),
};

/** Counts a request to a public route (`route`: its endpoint name) against its client address. */
export async function limitByAddress(deps: AppDeps, c: Context, route: string): Promise<void> {
  const address = clientAddress(c, deps.config.trustProxy);
  await deps.rateLimiter.hit(`${route}|address:${address}`, deps.config.rateLimit.perAddress);
}

/** Counts a public call against the account its request names, if ACCOUNT_KEYS knows how. */
export async function limitByAccount<N extends EndpointName>(
  deps: AppDeps,
  name: N,
  call: Pick<Call<N>, 'c' | 'body'>,
): Promise<void> {
  const keyOf = ACCOUNT_KEYS[name];
  const key = keyOf && (await keyOf({ ...call, deps }));
  if (key) await deps.rateLimiter.hit(`${name}|${key}`, deps.config.rateLimit.perAccount);
}

/** Counts a sign-in against the account of the admin the provider's answer resolved to (429 past the limit). */
export async function limitResolvedAccount(deps: AppDeps, route: string, accountId: string): Promise<void> {
  await deps.rateLimiter.hit(`${route}|account:${accountId}`, deps.config.rateLimit.perAccount);
}

/** The address limit as middleware, for public routes mounted outside mountRoutes. */
export const publicRoute =
  (deps: AppDeps, route: string): MiddlewareHandler =>
  async (c, next) => {
    await limitByAddress(deps, c, route);
    await next();
  };
