import type { HttpHandler } from 'msw';
import {
  GOOGLE_STATE_PREFIX,
  isGoogleState,
  OAUTH_SCOPE,
  OAUTH_STATE_INVALID,
  OAUTH_STATE_INVALID_MESSAGE,
  oauthRedirectUri,
} from '../../auth/oauth-redirects';
import type { OAuthProvider } from '../../auth/schemas';
import { oauthProviderSchema } from '../../auth/schemas';
import { ERROR_CODES } from '../../client/error-codes';
import { endpoints } from '../../endpoints';
import { SSO_PROVIDERS } from '../../sso/schemas';
import { sessionToken } from '../http/caller';
import { readBody } from '../http/read-body';
import { answer, apiError, notFound } from '../http/respond';
import { route } from '../http/route';
import type { MockIntegrations, MockStore } from '../store/types';
import { zoomHandlers } from './zoom-link';

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

const SOCIAL_AUTHORIZE_URLS: Record<OAuthProvider, string> = {
  google: 'https://accounts.google.com/o/oauth2/v2/auth',
  azure: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
};

/** The provider's authorize page as the server builds it: state (Google's marked), nonce, PKCE S256. */
function socialAuthorizeUrl(provider: OAuthProvider, origin: string, sequence: number) {
  const query = new URLSearchParams({
    client_id: 'mock-client',
    response_type: 'code',
    redirect_uri: oauthRedirectUri(provider, origin),
    scope: OAUTH_SCOPE,
    state: `${provider === 'google' ? GOOGLE_STATE_PREFIX : ''}mock-state-${sequence}`,
    nonce: `mock-nonce-${sequence}`,
    code_challenge: `mock-challenge-${sequence}`,
    code_challenge_method: 'S256',
  });
  return `${SOCIAL_AUTHORIZE_URLS[provider]}?${query.toString()}`;
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
    route(e.authorizeOAuth, async ({ request, params }) => {
      const provider = oauthProviderSchema.safeParse(params.provider);
      if (!provider.success) return notFound('Provider');
      const body = await readBody(request, e.authorizeOAuth.body);
      if (!body.ok) return body.response;
      store.sequence += 1;
      const url = socialAuthorizeUrl(provider.data, new URL(request.url).origin, store.sequence);
      return answer(e.authorizeOAuth, { url });
    }),
    // The mock cannot see the browser binding the server checks; it refuses what it can: a Google state the
    // Google authorize call could not have made.
    route(e.completeOAuthCallback, async ({ request, params }) => {
      if (!oauthProviderSchema.safeParse(params.provider).success) return notFound('Provider');
      const body = await readBody(request, e.completeOAuthCallback.body);
      if (!body.ok) return body.response;
      if (params.provider === 'google' && !isGoogleState(body.data.state)) {
        return apiError(400, OAUTH_STATE_INVALID, OAUTH_STATE_INVALID_MESSAGE);
      }
      return answer(e.completeOAuthCallback, { token: token() });
    }),
    route(e.authenticateWebex, async ({ request }) => {
      const body = await readBody(request, e.authenticateWebex.body);
      return body.ok ? answer(e.authenticateWebex, { token: token() }) : body.response;
    }),
    ...zoomHandlers(store),
  ];
}
