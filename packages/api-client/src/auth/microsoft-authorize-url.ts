/** Where Microsoft sends the code back (spec 001 §7 notes); the server finishes the sign-in. */
export const MICROSOFT_CALLBACK_PATH = '/api/app/oauth/azure/callback';
export const MICROSOFT_SCOPE = 'openid email profile';

export interface MicrosoftAuthorizeUrlOptions {
  /** The console's Azure app registration. */
  clientId: string;
  /** Origin the callback path is appended to, e.g. `https://console.example.com`. */
  origin: string;
  state?: string;
  /** Directory to sign in against; `common` (any work or personal account) when not set (our choice). */
  tenant?: string;
}

/** The provider's authorize page the Microsoft button sends the browser to. */
export function buildMicrosoftAuthorizeUrl({
  clientId,
  origin,
  state,
  tenant = 'common',
}: MicrosoftAuthorizeUrlOptions): string {
  const url = new URL(
    `https://login.microsoftonline.com/${encodeURIComponent(tenant)}/oauth2/v2.0/authorize`,
  );
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', new URL(MICROSOFT_CALLBACK_PATH, origin).toString());
  url.searchParams.set('scope', MICROSOFT_SCOPE);
  if (state !== undefined) url.searchParams.set('state', state);
  return url.toString();
}
