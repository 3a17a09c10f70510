import { z } from 'zod';
import type { AppId } from '../apps';

/**
 * Settings › Webhooks (apps.md §2.7): endpoints per app, the deliveries of each, and the account's one signing
 * secret (Settings › Developers' webhook secret) that signs every app's webhooks.
 */
export const WEBHOOK_SHARED_EVENTS = [
  'session.created',
  'session.succeeded',
  'session.failed',
  'session.timed_out',
] as const;

/** The events an app's endpoints may subscribe to: the shared four plus the app's own (apps.md §3). */
const APP_OWN_EVENTS: Partial<Record<AppId, readonly string[]>> = {
  passkeys: ['passkeys.enrollment.revoked'],
  'e-form': ['e-form.submission.completed'],
  payments: ['payments.refund.succeeded'],
  'identity-verification': ['identity-verification.verification.decided'],
};

export function webhookEvents(app: AppId): readonly string[] {
  return [...WEBHOOK_SHARED_EVENTS, ...(APP_OWN_EVENTS[app] ?? [])];
}

/** At most this many endpoints per app (apps.md §2.7). */
export const MAX_WEBHOOK_ENDPOINTS = 5;
export const WEBHOOK_DESCRIPTION_MAX = 100;

export const WEBHOOK_MESSAGES = {
  urlHttps: 'URL must start with https://',
  urlPublic: 'URL must be publicly reachable',
  descriptionLength: 'Description must be 100 characters or fewer',
  noEvents: 'Select at least one event',
  tooMany: 'You can add up to 5 endpoints',
  urlInvalid: 'Enter a valid URL',
  urlLength: 'URL must be 2048 characters or fewer',
} as const;

export const WEBHOOK_URL_MAX = 2048;

/** "Unknown event {x}": an event the app's endpoints cannot subscribe to. */
export const unknownWebhookEventMessage = (event: string) => `Unknown event ${event}`;

/**
 * Whether a URL's host could be a public address, judged from its text: no localhost, no single-label name, no
 * .local/.internal/.localhost name, no IP literal in a private, loopback, link-local or reserved range. The server's
 * outbound guard also checks the addresses the name resolves to when it calls; this is the form's early answer.
 */
export function isPublicWebhookHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (host === '' || host === 'localhost') return false;
  if (/\.(localhost|local|internal|lan|home|test|invalid|example)$/.test(host)) return false;
  if (host.includes(':')) {
    // IPv6 literal: loopback, unspecified, unique-local (fc00::/7), link-local (fe80::/10), IPv4-mapped.
    return !/^(::1?$|f[cd]|fe[89ab]|::ffff:)/.test(host);
  }
  const octets = host.split('.');
  if (octets.length === 4 && octets.every((part) => /^\d{1,3}$/.test(part))) {
    const [a = 0, b = 0] = octets.map(Number);
    if (a === 0 || a === 10 || a === 127 || a >= 224) return false;
    if (a === 169 && b === 254) return false;
    if (a === 172 && b >= 16 && b <= 31) return false;
    if (a === 192 && b === 168) return false;
    if (a === 100 && b >= 64 && b <= 127) return false;
    return true;
  }
  return octets.length >= 2;
}

/** The endpoint URL: https, parseable, public, at most 2048 characters (apps.md §2.7). */
export const webhookUrlSchema = z
  .string()
  .trim()
  .max(WEBHOOK_URL_MAX, { error: WEBHOOK_MESSAGES.urlLength })
  .superRefine((url, context) => {
    if (!url.toLowerCase().startsWith('https://')) {
      context.addIssue({ code: 'custom', message: WEBHOOK_MESSAGES.urlHttps });
      return;
    }
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      context.addIssue({ code: 'custom', message: WEBHOOK_MESSAGES.urlInvalid });
      return;
    }
    if (!isPublicWebhookHost(parsed.hostname)) {
      context.addIssue({ code: 'custom', message: WEBHOOK_MESSAGES.urlPublic });
    }
  });

/**
 * POST /{app}/webhooks body (and PUT's, with `status`). Which events exist depends on the app: both back ends run
 * checkWebhookEvents(app, events) after this schema.
 */
export const webhookEndpointBodySchema = z.object({
  url: webhookUrlSchema,
  description: z
    .string()
    .trim()
    .max(WEBHOOK_DESCRIPTION_MAX, { error: WEBHOOK_MESSAGES.descriptionLength })
    .default(''),
  events: z.array(z.string()).min(1, { error: WEBHOOK_MESSAGES.noEvents }),
});
export type WebhookEndpointBody = z.infer<typeof webhookEndpointBodySchema>;

/** PUT /{app}/webhooks/{id} body: the endpoint's fields plus Disable/Enable (Auto-disabled is the server's). */
export const webhookEndpointUpdateSchema = webhookEndpointBodySchema.extend({
  status: z.enum(['enabled', 'disabled']).optional(),
});
export type WebhookEndpointUpdate = z.infer<typeof webhookEndpointUpdateSchema>;

/** The first event `app`'s endpoints cannot subscribe to, as its message; null when every event is the app's. */
export function checkWebhookEvents(app: AppId, events: readonly string[]): string | null {
  const known = webhookEvents(app);
  const unknown = events.find((event) => !known.includes(event));
  return unknown === undefined ? null : unknownWebhookEventMessage(unknown);
}

/**
 * Retry schedule after a failed attempt (apps.md §2.7): at once, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, then
 * Failed. Entry i is the wait before attempt i+1 (the first attempt is immediate).
 */
export const WEBHOOK_RETRY_DELAYS_MS = [
  0,
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
] as const;
/** Only a 2xx within this time counts as delivered. */
export const WEBHOOK_TIMEOUT_MS = 15_000;
/** Receivers reject a signature whose t is further than this from their clock. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/** During a rotation both secrets sign for this long. */
export const WEBHOOK_ROTATION_OVERLAP_MS = 24 * 3_600_000;
/** Five days of failures turn an endpoint Auto-disabled. */
export const WEBHOOK_AUTO_DISABLE_MS = 5 * 24 * 3_600_000;
/** Deliveries are kept and listed for 30 days. */
export const WEBHOOK_DELIVERY_RETENTION_DAYS = 30;
/** The deliveries view shows the first 1 KB of a response. */
export const WEBHOOK_RESPONSE_EXCERPT_BYTES = 1024;

export const webhookEndpointStatusSchema = z.enum(['enabled', 'disabled', 'auto-disabled']);
export type WebhookEndpointStatus = z.infer<typeof webhookEndpointStatusSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string().min(1),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  status: webhookEndpointStatusSchema,
  createdAt: z.iso.datetime({ offset: true }),
  lastDelivery: z
    .object({
      at: z.iso.datetime({ offset: true }),
      statusCode: z.number().int().nullable(),
      succeeded: z.boolean(),
    })
    .nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookDeliveryStatusSchema = z.enum(['pending', 'succeeded', 'failed']);
export type WebhookDeliveryStatus = z.infer<typeof webhookDeliveryStatusSchema>;

/** One delivery of one event to one endpoint, with its latest attempt (apps.md §2.7 Deliveries). */
export const webhookDeliverySchema = z.object({
  id: z.string().min(1),
  endpointId: z.string(),
  eventId: z.string(),
  event: z.string(),
  sessionId: z.string().nullable(),
  at: z.iso.datetime({ offset: true }),
  status: webhookDeliveryStatusSchema,
  /** null when the last attempt timed out or never reached the endpoint ("—"). */
  statusCode: z.number().int().nullable(),
  attempts: z.number().int().nonnegative(),
  nextRetryAt: z.iso.datetime({ offset: true }).nullable(),
  requestBody: z.string(),
  responseExcerpt: z.string().nullable(),
  durationMs: z.number().int().nonnegative().nullable(),
  error: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** POST /{app}/webhooks/{id}/test answer: what the endpoint said to the test event. */
export const webhookTestResultSchema = z.object({
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int().nonnegative(),
  error: z.string().optional(),
});
export type WebhookTestResult = z.infer<typeof webhookTestResultSchema>;

/** The Deliveries drawer's filter (apps.md §2.7): All, Succeeded, Failed. */
export const WEBHOOK_DELIVERY_FILTERS = ['all', 'succeeded', 'failed'] as const;
export type WebhookDeliveryFilter = (typeof WEBHOOK_DELIVERY_FILTERS)[number];

/** GET /webhooks/secret and POST /webhooks/secret/rotate (apps.md §2.7, §6). */
export const webhookSecretSchema = z.object({
  secret: z.string().min(1),
  previousExpiresAt: z.iso.datetime({ offset: true }).nullable(),
});
export type WebhookSecret = z.infer<typeof webhookSecretSchema>;
