import path from 'node:path';
import { PROVIDER_EMAIL_DOMAIN } from '@console/api-client';
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
 * `demo`: the README's `npm start` on the embedded database. It loads the demo data, generates the JWT
 * secret and the secrets key into the data folder when they are not set, and prints sign-in links.
 * `production`: seeds nothing, prints no token, and refuses to start without JWT_SECRET and
 * SECRETS_KEY (see checkProductionConfig).
 */
export type ServerMode = 'demo' | 'production';

/**
 * Everything the server reads from its environment, in one place. Tests build it with
 * `loadConfig({...})` and never touch process.env.
 */
export interface Config {
  mode: ServerMode;
  port: number;
  /** The interface to listen on (HOST; all of them by default). */
  host: string;
  /** PGlite data folder (ignored when databaseUrl is set). */
  dataDir: string;
  databaseUrl: string | undefined;
  /** HS256 secret; undefined means "read or generate one in dataDir" (demo mode only). */
  jwtSecret: string | undefined;
  /**
   * SECRETS_KEY: the AES-256-GCM key (32 bytes, hex or base64) that seals stored integration
   * secrets; undefined means "read or generate one in dataDir" (demo mode only).
   */
  secretsKey: string | undefined;
  /** SECRETS_KEY_PREVIOUS (comma-separated): keys that still open older values during a rotation. */
  previousSecretsKeys: string[];
  /** Public origin of the console, for OAuth and SSO redirect URIs. */
  publicUrl: string;
  /** Staff whose e-mail ends with this domain see unreleased apps (spec 000 §1). */
  providerEmailDomain: string;
  /** The CNAME target a branded domain must point at (spec 001 §9: value not shown). */
  cdnHost: string;
  /**
   * DNS servers for outbound calls and CNAME checks (DNS_SERVERS, ip or ip:port); the system's
   * (resolv.conf) when empty.
   */
  dnsServers: string[];
  /** Time-out of each DNS try, two tries per name (DNS_TIMEOUT_MS, default 2000). */
  dnsTimeoutMs: number;
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
  rateLimit: RateLimitConfig;
  /**
   * How many proxies in front of the server append to X-Forwarded-For (TRUST_PROXY, default 0):
   * the client address is the entry that many places from the end. 0 ignores the header and takes
   * the socket's address, so a client cannot choose its own.
   */
  trustProxy: number;
  /** Outgoing e-mail (invitations); undefined when no SMTP server is configured. */
  smtp: SmtpConfig | undefined;
  /** Built console to serve; undefined serves the API only. */
  consoleDist: string | undefined;
  /**
   * The provider's shared SMS number, used for an account that connected no Twilio account of its own (Settings ›
   * SMS Configuration): a Twilio account SID, its auth token and the sending number (SMS_SHARED_ACCOUNT_SID,
   * SMS_SHARED_AUTH_TOKEN, SMS_SHARED_FROM). Unset: such an account's sessions record `sms.failed`.
   */
  sharedSms: { accountSid: string; authToken: string; from: string } | undefined;
  /** Twilio's REST API (TWILIO_API_BASE, https://api.twilio.com); calls go through the outbound guard. */
  twilioApiBase: string;
  /**
   * The platform's Stripe Connect credentials (STRIPE_CLIENT_ID, the Connect client id `ca_…`, and STRIPE_SECRET_KEY,
   * the platform's secret key `sk_…`): Payments connects an account's Stripe with them. Unset (either one), connecting
   * Stripe is refused with 400 PAYMENT_PROVIDER_UNAVAILABLE. Stripe's hosts are its real ones, through the guard.
   */
  stripe: { clientId: string; secretKey: string } | undefined;
  /** Where a session's SMS link points: `{base}/{sessionRef}` (SESSION_LINK_BASE, default PUBLIC_URL + '/s'). */
  sessionLinkBase: string;
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

/**
 * Limits of the public routes (sign-in, SSO, embedded authentication, and any route PERMISSIONS
 * marks public), counted per fixed window in the database so several instances share them. Over
 * a limit the answer is 429 RATE_LIMITED with Retry-After.
 */
export interface RateLimitConfig {
  /** Requests per window to one public route from one client address (RATE_LIMIT_PER_ADDRESS, 20). */
  perAddress: number;
  /**
   * Requests per window to one public route for one account where the request names it, e.g. SSO
   * authorize by the e-mail's domain (RATE_LIMIT_PER_ACCOUNT, 120: a whole contact centre signs
   * in at the start of a shift, from many addresses).
   */
  perAccount: number;
  /** The window (RATE_LIMIT_WINDOW_SECONDS, 60). */
  windowMs: number;
  /**
   * Requests per window to one /v1 route for one account, once its secret key is known (RATE_LIMIT_V1_PER_ACCOUNT,
   * 600: the agent application polls each open session every 2 s). Unknown keys count per address (perAddress).
   */
  v1PerAccount?: number;
}

/**
 * SMTP for outgoing e-mail: SMTP_URL (smtp://user:pass@host:port, smtps:// for TLS), or SMTP_HOST with
 * SMTP_PORT (587), SMTP_SECURE (true for TLS from the start), SMTP_USER and SMTP_PASS. SMTP_FROM is the sender,
 * SMTP_TIMEOUT_MS caps each send (10 s).
 */
export interface SmtpConfig {
  url: string | undefined;
  host: string | undefined;
  port: number;
  secure: boolean;
  user: string | undefined;
  pass: string | undefined;
  from: string;
  timeoutMs: number;
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

/** A configuration the server refuses to start with; main.ts prints the message and exits 1. */
export class ConfigError extends Error {}

/**
 * NODE_ENV=production is production; otherwise DEMO=1 or DEMO=0 decides; otherwise a DATABASE_URL
 * is production and the embedded database is demo.
 */
export function serverMode(env: Env): ServerMode {
  if (env.NODE_ENV === 'production') {
    if (env.DEMO === '1') throw new ConfigError('DEMO=1 cannot be combined with NODE_ENV=production.');
    return 'production';
  }
  if (env.DEMO === '1') return 'demo';
  if (env.DEMO === '0') return 'production';
  return env.DATABASE_URL ? 'production' : 'demo';
}

function smtp(env: Env): SmtpConfig | undefined {
  const url = env.SMTP_URL || undefined;
  const host = env.SMTP_HOST || undefined;
  if (!url && !host) return undefined;
  return {
    url,
    host,
    port: Number(env.SMTP_PORT ?? 587),
    secure: env.SMTP_SECURE === 'true',
    user: env.SMTP_USER || undefined,
    pass: env.SMTP_PASS || undefined,
    from: env.SMTP_FROM ?? 'Console <no-reply@console.example>',
    timeoutMs: Number(env.SMTP_TIMEOUT_MS ?? 10_000),
  };
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const port = Number(env.PORT ?? 3000);
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
  const resolve = Object.fromEntries(
    list(env.OUTBOUND_RESOLVE).map((pair) => pair.split('=', 2) as [string, string]),
  );
  return {
    mode: serverMode(env),
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(cwd, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    secretsKey: env.SECRETS_KEY || undefined,
    previousSecretsKeys: list(env.SECRETS_KEY_PREVIOUS),
    publicUrl,
    providerEmailDomain: env.PROVIDER_EMAIL_DOMAIN ?? PROVIDER_EMAIL_DOMAIN,
    cdnHost: env.CDN_HOST ?? 'cdn.console.example',
    dnsServers: list(env.DNS_SERVERS),
    dnsTimeoutMs: Number(env.DNS_TIMEOUT_MS ?? 2000),
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
    rateLimit: {
      perAddress: Number(env.RATE_LIMIT_PER_ADDRESS ?? 20),
      perAccount: Number(env.RATE_LIMIT_PER_ACCOUNT ?? 120),
      windowMs: Number(env.RATE_LIMIT_WINDOW_SECONDS ?? 60) * 1000,
      v1PerAccount: Number(env.RATE_LIMIT_V1_PER_ACCOUNT ?? 600),
    },
    trustProxy: Number(env.TRUST_PROXY ?? 0),
    smtp: smtp(env),
    consoleDist: env.CONSOLE_DIST,
    stripe:
      env.STRIPE_CLIENT_ID && env.STRIPE_SECRET_KEY
        ? { clientId: env.STRIPE_CLIENT_ID, secretKey: env.STRIPE_SECRET_KEY }
        : undefined,
    sharedSms:
      env.SMS_SHARED_ACCOUNT_SID && env.SMS_SHARED_AUTH_TOKEN && env.SMS_SHARED_FROM
        ? {
            accountSid: env.SMS_SHARED_ACCOUNT_SID,
            authToken: env.SMS_SHARED_AUTH_TOKEN,
            from: env.SMS_SHARED_FROM,
          }
        : undefined,
    twilioApiBase: (env.TWILIO_API_BASE || 'https://api.twilio.com').replace(/\/$/, ''),
    sessionLinkBase: (env.SESSION_LINK_BASE || `${publicUrl.replace(/\/$/, '')}/s`).replace(/\/$/, ''),
  };
}
