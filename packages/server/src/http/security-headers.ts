import type { MiddlewareHandler } from 'hono';

/** Where the Webex and Zoom desktop clients load embedded apps from. */
export const EMBEDDING_CLIENTS = ['https://*.webex.com', 'https://*.zoom.us', 'https://*.zoom.com'];
/** The meeting vendors' SDK scripts a deployment adds for embedded use (see browser-embedded-host.ts). */
export const VENDOR_SCRIPTS = ['https://binaries.webex.com', 'https://appssdk.zoom.us'];

export interface CspOptions {
  /** Extra connect-src origins, e.g. the Sentry DSN's host (CSP_CONNECT_SRC). */
  connectSrc?: string[];
  /** Extra frame-src origins for the resources page's videos (CSP_FRAME_SRC). */
  frameSrc?: string[];
}

/**
 * The console's Content-Security-Policy: scripts only from the app itself and the two meeting
 * SDKs (no inline scripts), styles from the app plus inline style attributes (components set
 * positions and chart colours in `style`), images from the app and data:/blob: URLs (avatars,
 * logo previews), and framing only by the app itself and the Webex and Zoom clients.
 */
export function contentSecurityPolicy({ connectSrc = [], frameSrc = [] }: CspOptions = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${VENDOR_SCRIPTS.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectSrc].join(' '),
    ["frame-src 'self'", ...frameSrc].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors 'self' ${EMBEDDING_CLIENTS.join(' ')}`,
  ].join('; ');
}

/** Security headers on every answer, API and static files alike. */
export function securityHeaders(options: CspOptions = {}): MiddlewareHandler {
  const csp = contentSecurityPolicy(options);
  return async (c, next) => {
    await next();
    c.header('Content-Security-Policy', csp);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (c.req.path.startsWith('/api/')) c.header('Cache-Control', 'no-store');
  };
}
