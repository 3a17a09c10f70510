import type { HttpHandler } from 'msw';
import {
  GOOGLE_STATE_PREFIX,
  isGoogleState,
  OAUTH_SCOPE,
  oauthRedirectUri,
} from '../../auth/oauth-redirects';
import type { OAuthProvider } from '../../auth/schemas';
import { oauthProviderSchema } from '../../auth/schemas';
import { notFound, Refusal, REFUSALS } from '../../rules/errors';
import { SSO_PROVIDERS } from '../../sso/schemas';
import { sessionToken } from '../http/caller';
import { mockRoute } from '../http/mock-route';
import { builtAccountStates } from '../store/accounts';
import type { MockStore } from '../store/types';
import { zoomHandlers } from './zoom-link';

/** The authorize page of the provider configured for the e-mail's proven domain (in any account), or undefined. */
function authorizeUrl(store: MockStore, email: string, origin: string, state: string) {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  for (const { integrations } of builtAccountStates(store)) {
    // As the server: only a proven domain signs in with SSO.
    if (!integrations.ssoDomains[domain]?.verified) continue;
    const provider = SSO_PROVIDERS.find((name) => integrations.sso[name]?.domain.toLowerCase() === domain);
    const config = provider && integrations.sso[provider];
    if (!config) continue;
    const base =
      'tenant' in config
        ? `https://${config.tenant}.okta.com/oauth2/v1/authorize`
        : `${config.discoveryUrl.replace(/\/\.well-known\/openid-configuration$/, '')}/authorize`;
    const query = new URLSearchParams({
      client_id: config.clientId,
      response_type: 'code',
      scope: OAUTH_SCOPE,
      redirect_uri: `${origin}/sso/callback`,
      state,
    });
    return `${base}?${query.toString()}`;
  }
  return undefined;
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

function providerOf(value: string | undefined): OAuthProvider {
  const provider = oauthProviderSchema.safeParse(value);
  if (!provider.success) throw notFound(REFUSALS.noSuchProvider);
  return provider.data;
}

/**
 * Sign-in calls. The identity providers are simulated: every sign-in they would finish answers a token for the
 * store's session admin. What the mock can decide it decides as the server does (bodies, an e-mail whose domain no
 * account has proven, a Google state the authorize call could not have made); the providers' refusals come from
 * scenarios, e.g. `scenario(ops.completeSsoCallback).error('ADMIN_NOT_FOUND')`, or `.error('NOT_AUTHORIZED')`.
 */
export function authHandlers(store: MockStore): HttpHandler[] {
  const token = () => sessionToken(store);
  return [
    mockRoute(store, 'authorizeSso', ({ request, body }) => {
      store.sequence += 1;
      const url = authorizeUrl(store, body.email, new URL(request.url).origin, `st_${store.sequence}`);
      if (!url) throw new Refusal('SSO_NOT_CONFIGURED');
      return { url };
    }),
    mockRoute(store, 'completeSsoCallback', () => ({ token: token() })),
    mockRoute(store, 'authorizeOAuth', ({ request, params }) => {
      const provider = providerOf(params.provider);
      store.sequence += 1;
      return { url: socialAuthorizeUrl(provider, new URL(request.url).origin, store.sequence) };
    }),
    mockRoute(store, 'completeOAuthCallback', ({ params, body }) => {
      const provider = providerOf(params.provider);
      if (provider === 'google' && !isGoogleState(body.state)) throw new Refusal('OAUTH_STATE_INVALID');
      return { token: token() };
    }),
    mockRoute(store, 'authenticateWebex', () => ({ token: token() })),
    ...zoomHandlers(store),
  ];
}
