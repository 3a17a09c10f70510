import type { HttpHandler } from 'msw';
import { oauthProviderSchema } from '../../auth/schemas';
import { ERROR_CODES } from '../../client/error-codes';
import { endpoints } from '../../endpoints';
import { SSO_PROVIDERS } from '../../sso/schemas';
import { sessionToken } from '../http/caller';
import { readBody } from '../http/read-body';
import { answer, apiError, notFound } from '../http/respond';
import { route } from '../http/route';
import { sessionAdmin } from '../store/session';
import type { MockIntegrations, MockStore } from '../store/types';

/** The authorize page of the provider configured for the e-mail's proven domain, or undefined. */
function authorizeUrl(integrations: MockIntegrations, email: string, origin: string, state: string) {
  const { sso, ssoDomains } = integrations;
  const domain = email.split('@')[1]?.toLowerCase() ?? '';
  // As the server: only a proven domain signs in with SSO.
  if (!ssoDomains[domain]?.verified) return undefined;
  const provider = SSO_PROVIDERS.find((name) => sso[name]?.domain.toLowerCase() === domain);
  if (!provider) return undefined;
  const config = sso[provider];
  if (!config) return undefined;
  const base =
    'tenant' in config
      ? `https://${config.tenant}.okta.com/oauth2/v1/authorize`
      : `${config.discoveryUrl.replace(/\/\.well-known\/openid-configuration$/, '')}/authorize`;
  const query = new URLSearchParams({
    client_id: config.clientId,
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: `${origin}/sso/callback`,
    state,
  });
  return `${base}?${query.toString()}`;
}

/**
 * Sign-in calls. Every successful sign-in answers a token for the store's session admin; the
 * error codes (SSO_NOT_CONFIGURED aside) come from scenarios, e.g. `scenario(ops.completeSsoCallback).error('ADMIN_NOT_FOUND')`,
 * or `.error('NOT_AUTHORIZED')` for a member of the agent group who is not an admin.
 */
export function authHandlers(store: MockStore): HttpHandler[] {
  const e = endpoints;
  const token = () => sessionToken(store);
  return [
    route(e.authorizeSso, async ({ request }) => {
      const body = await readBody(request, e.authorizeSso.body);
      if (!body.ok) return body.response;
      store.sequence += 1;
      const url = authorizeUrl(
        store.integrations,
        body.data.email,
        new URL(request.url).origin,
        `st_${store.sequence}`,
      );
      return url
        ? answer(e.authorizeSso, { url })
        : apiError(404, ERROR_CODES.SSO_NOT_CONFIGURED, 'SSO is not configured for this email address');
    }),
    route(e.completeSsoCallback, async ({ request }) => {
      const body = await readBody(request, e.completeSsoCallback.body);
      return body.ok ? answer(e.completeSsoCallback, { token: token() }) : body.response;
    }),
    route(e.completeOAuthCallback, async ({ request, params }) => {
      if (!oauthProviderSchema.safeParse(params.provider).success) return notFound('Provider');
      const body = await readBody(request, e.completeOAuthCallback.body);
      return body.ok ? answer(e.completeOAuthCallback, { token: token() }) : body.response;
    }),
    route(e.authenticateWebex, async ({ request }) => {
      const body = await readBody(request, e.authenticateWebex.body);
      return body.ok ? answer(e.authenticateWebex, { token: token() }) : body.response;
    }),
    route(e.authenticateZoom, async ({ request }) => {
      const body = await readBody(request, e.authenticateZoom.body);
      return body.ok
        ? answer(e.authenticateZoom, { token: token(), role: sessionAdmin(store).role })
        : body.response;
    }),
  ];
}
