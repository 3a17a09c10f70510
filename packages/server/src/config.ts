import path from 'node:path';
import type { OAuthProvider } from '@console/api-client';
import { oauthRedirectUri } from '@console/api-client';

/** An OpenID issuer the server signs users in with (Google or Microsoft). */
export interface OAuthIssuerConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * Where the provider sends the browser back: derived from PUBLIC_URL by the api-client's
   * oauthRedirectUri, used by both the authorize URL and the token request.
   */
  redirectUri: string;
}

/**
 * Everything the server reads from its environment, in one place. Tests build it with
 * `loadConfig({...})` and never touch process.env.
 */
export interface Config {
  port: number;
  /** PGlite data folder (ignored when databaseUrl is set). */
  dataDir: string;
  databaseUrl: string | undefined;
  /** HS256 secret; undefined means "read or generate one in dataDir". */
  jwtSecret: string | undefined;
  /** Public origin of the console, for OAuth and SSO redirect URIs. */
  publicUrl: string;
  /** Staff whose e-mail ends with this domain see unreleased apps (spec 000 §1). */
  providerEmailDomain: string;
  /** The CNAME target a branded domain must point at (spec 001 §9: value not shown). */
  cdnHost: string;
  /** DNS servers for CNAME checks (ip or ip:port); the system's when empty. */
  dnsServers: string[];
  google: OAuthIssuerConfig | undefined;
  microsoft: OAuthIssuerConfig | undefined;
  /** Webex REST base (e.g. https://webexapis.com/v1); Webex sign-in is refused when unset. */
  webexApiBase: string | undefined;
  /** Zoom app client secret, which decrypts the app context; Zoom sign-in is refused when unset. */
  zoomClientSecret: string | undefined;
  /**
   * Zoom in-client OAuth, which links a Zoom user to an admin (auth/zoom-link.ts): the app's client id (with the
   * secret above), Zoom's OAuth and REST bases, and the redirect URI registered for the app (its home URL, PUBLIC_URL
   * + '/'). Linking is refused when the client id or secret is unset.
   */
  zoom: { clientId: string | undefined; oauthBase: string; apiBase: string; redirectUri: string };
  outbound: OutboundConfig;
  /** Built console to serve; undefined serves the API only. */
  consoleDist: string | undefined;
}

export interface OutboundConfig {
  timeoutMs: number;
  /** host or host:port entries that may resolve to private or loopback addresses (tests). */
  allowHosts: string[];
  /** Extra trusted CA certificates (PEM), added to Node's bundle (tests' local HTTPS fakes). */
  ca: string | undefined;
  /** host:port=ip:port pairs that bypass DNS, like curl --resolve (tests' fake intakes). */
  resolve: Record<string, string>;
}

type Env = Record<string, string | undefined>;

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function issuer(env: Env, prefix: string, publicUrl: string, provider: OAuthProvider) {
  const url = env[`${prefix}_ISSUER`];
  const clientId = env[`${prefix}_CLIENT_ID`];
  const clientSecret = env[`${prefix}_CLIENT_SECRET`];
  if (!url || !clientId || !clientSecret) return undefined;
  return { issuer: url, clientId, clientSecret, redirectUri: oauthRedirectUri(provider, publicUrl) };
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const port = Number(env.PORT ?? 3000);
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
  const resolve = Object.fromEntries(
    list(env.OUTBOUND_RESOLVE).map((pair) => pair.split('=', 2) as [string, string]),
  );
  return {
    port,
    dataDir: path.resolve(cwd, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    publicUrl,
    providerEmailDomain: env.PROVIDER_EMAIL_DOMAIN ?? 'provider.example',
    cdnHost: env.CDN_HOST ?? 'cdn.console.example',
    dnsServers: list(env.DNS_SERVERS),
    google: issuer(env, 'GOOGLE', publicUrl, 'google'),
    microsoft: issuer(env, 'MICROSOFT', publicUrl, 'azure'),
    webexApiBase: env.WEBEX_API_BASE || undefined,
    zoomClientSecret: env.ZOOM_CLIENT_SECRET || undefined,
    zoom: {
      clientId: env.ZOOM_CLIENT_ID || undefined,
      oauthBase: env.ZOOM_OAUTH_BASE || 'https://zoom.us',
      apiBase: env.ZOOM_API_BASE || 'https://api.zoom.us',
      redirectUri: `${publicUrl.replace(/\/$/, '')}/`,
    },
    outbound: {
      timeoutMs: Number(env.OUTBOUND_TIMEOUT_MS ?? 5000),
      allowHosts: list(env.OUTBOUND_ALLOW_HOSTS),
      ca: env.OUTBOUND_CA || undefined,
      resolve,
    },
    consoleDist: env.CONSOLE_DIST,
  };
}
