import type { OAuthProvider } from './schemas';
import { ERROR_MESSAGES } from '../rules/errors';

/**
 * Where each social provider sends the browser back with its code: Google to the console's callback page (spec 001
 * §2 /sso/callback), Microsoft to the server's callback (spec 001 §7 notes). The server builds the authorize URL
 * and redeems the code with the same URI, both from PUBLIC_URL through `oauthRedirectUri`: one derivation, so the
 * token request always repeats what the authorize request sent.
 */
export const OAUTH_CALLBACK_PATHS = {
  google: '/sso/callback',
  azure: '/api/app/oauth/azure/callback',
} as const satisfies Record<OAuthProvider, `/${string}`>;

export const OAUTH_SCOPE = 'openid email profile';

export function oauthRedirectUri(provider: OAuthProvider, publicUrl: string): string {
  return new URL(OAUTH_CALLBACK_PATHS[provider], publicUrl).toString();
}

/**
 * A Google sign-in's `state` starts with this marker, so /sso/callback knows the code is Google's (the server
 * makes both kinds of state; SSO states never start so).
 */
export const GOOGLE_STATE_PREFIX = 'google.';

export function isGoogleState(state: string | undefined): boolean {
  return state?.startsWith(GOOGLE_STATE_PREFIX) ?? false;
}

/** A callback whose state this server did not start for this browser, or has already used or let expire. */
export const OAUTH_STATE_INVALID = 'OAUTH_STATE_INVALID';
export const OAUTH_STATE_INVALID_MESSAGE = ERROR_MESSAGES.OAUTH_STATE_INVALID;
