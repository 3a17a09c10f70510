import { createHmac } from 'node:crypto';

/**
 * The headers that sign one webhook request (apps.md §2.7, as Stripe and Svix do it): `X-Signature:
 * t={unix seconds},v1={hex}[,v1={hex}]` with each v1 = HMAC-SHA256(secret, `{t}.{raw body}`), one per live secret
 * (two during a rotation's 24 hours, the current one first), and `X-Event-Id`, which receivers dedupe on.
 */
export function signatureHeaders(
  secrets: readonly string[],
  rawBody: string,
  eventId: string,
  at: Date,
): Record<string, string> {
  const t = Math.floor(at.getTime() / 1000);
  const signatures = secrets.map(
    (secret) => `v1=${createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex')}`,
  );
  return { 'x-signature': [`t=${t}`, ...signatures].join(','), 'x-event-id': eventId };
}
