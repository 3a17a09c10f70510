import { GOOGLE_AUTHORIZE_URL, GOOGLE_CLIENT_ID } from './sign-in-config';

/** Google sends the code back to the console's own callback page, which posts it to /oauth/google/callback. */
export const GOOGLE_CALLBACK_PATH = '/sso/callback';

/**
 * The `state` of a Google sign-in starts with this marker, so /sso/callback knows the code is Google's (SSO states
 * come from the server, which never starts one so). The rest is a random nonce kept in session storage: the
 * callback accepts only the state this tab sent, so nobody can sign a victim into their own account with a link.
 */
export const GOOGLE_STATE_PREFIX = 'google.';
const STORAGE_KEY = 'google-sign-in-state';

export function isGoogleState(state: string | undefined): boolean {
  return state?.startsWith(GOOGLE_STATE_PREFIX) ?? false;
}

type StorageGetter = () => Storage;
const sessionStore: StorageGetter = () => globalThis.sessionStorage;

/** Starts a Google sign-in: a fresh state, remembered for the callback. */
export function beginGoogleSignIn(nonce: string = crypto.randomUUID(), storage = sessionStore): string {
  const state = `${GOOGLE_STATE_PREFIX}${nonce}`;
  try {
    storage().setItem(STORAGE_KEY, state);
  } catch {
    // Storage refused (some embedded views): the callback cannot check, and says so by accepting.
  }
  return state;
}

/** Whether `state` is the one this tab sent; it can be used once. */
export function takeGoogleState(state: string, storage = sessionStore): boolean {
  try {
    const expected = storage().getItem(STORAGE_KEY);
    storage().removeItem(STORAGE_KEY);
    return expected === state;
  } catch {
    return true;
  }
}

export interface GoogleAuthorizeUrlOptions {
  origin: string;
  state: string;
  clientId?: string;
  authorizeUrl?: string;
}

/** Google's authorize page: an authorization code for the console's callback, with the OpenID scopes. */
export function googleAuthorizeUrl({
  origin,
  state,
  clientId = GOOGLE_CLIENT_ID,
  authorizeUrl = GOOGLE_AUTHORIZE_URL,
}: GoogleAuthorizeUrlOptions): string {
  const url = new URL(authorizeUrl);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', new URL(GOOGLE_CALLBACK_PATH, origin).toString());
  url.searchParams.set('scope', 'openid email profile');
  url.searchParams.set('state', state);
  url.searchParams.set('prompt', 'select_account');
  return url.toString();
}
