/**
 * Build-time settings of sign-in (Vite `VITE_*` variables). The spec names the providers, not their registrations;
 * the defaults are ours and only let the page render: a deployment sets its own client ids.
 * - VITE_MICROSOFT_CLIENT_ID: the Azure app registration (default `not-configured`);
 * - VITE_MICROSOFT_TENANT: the directory to sign in against (default `common`: any work or personal account);
 * - VITE_GOOGLE_CLIENT_ID: the Google OAuth client (default `not-configured`);
 * - VITE_GOOGLE_AUTHORIZE_URL: Google's authorize endpoint (default Google's; tests may point it at a local
 *   OpenID provider).
 */
const env = import.meta.env as Record<string, string | undefined>;

export const MICROSOFT_CLIENT_ID = env.VITE_MICROSOFT_CLIENT_ID || 'not-configured';
export const MICROSOFT_TENANT = env.VITE_MICROSOFT_TENANT || 'common';
export const GOOGLE_CLIENT_ID = env.VITE_GOOGLE_CLIENT_ID || 'not-configured';
export const GOOGLE_AUTHORIZE_URL =
  env.VITE_GOOGLE_AUTHORIZE_URL || 'https://accounts.google.com/o/oauth2/v2/auth';
