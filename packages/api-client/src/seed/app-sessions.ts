import { paymentDetailsSchema, paymentRefundSubStatus } from '../app-sessions/app-details';
import type { AppSessionWithEvents, SessionEvent, SessionStatus } from '../app-sessions/schemas';
import type { AppId } from '../apps';
import { webhookEventBody } from '../rules/webhook-event';
import type { WebhookDelivery, WebhookEndpoint } from '../webhooks/schemas';
import { WEBHOOK_DELIVERY_RETENTION_DAYS, WEBHOOK_TIMEOUT_MS, webhookEvents } from '../webhooks/schemas';
import { DEMO_CUSTOMER_REFS, PHONE_PATTERNS } from './customer-sessions';
import { DAY_MS } from './demo-account';
import { FIRST_NAMES, LAST_NAMES } from './names';
import type { Random } from './random';
import { createRandom } from './random';

/**
 * The apps' demo activity (apps.md §5): each app's sessions with their events over the last `days` days, and a few
 * webhook endpoints with deliveries. A pure function of (seed, account, app, clock): the server's demo seed and the
 * MSW mocks call it with the same arguments and get the same rows, so both show the same dashboards and lists. The
 * server asks for the full volume (`perDay` 40, ~25,000 sessions over seven apps); the mocks ask for less.
 *
 * Shares (Twilio Verify-like): ~80% success, 12% failure, 6% timeout; the rest of today's are still pending (an older
 * one that never finished has expired, so it counts as a timeout).
 */
export interface AppSessionSeedOptions {
  seed: number;
  accountId: string;
  app: AppId;
  now: Date;
  /** Days of history ending today (90 by default, the dashboard's longest range). */
  days?: number;
  /** Average sessions on a weekday (weekends get about 40%). */
  perDay?: number;
}

/** Sessions a weekday per app in the mocks and the server's tests (the demo makes 40): enough to page, fast. */
export const SMALL_SEED_SESSIONS_PER_DAY = 6;

const MINUTE_MS = 60_000;
const ALPHANUMERIC = '0123456789abcdefghijklmnopqrstuvwxyz';

/** Failure reasons per app (apps.md §3); a timeout's reason is `expired`. */
const FAILURE_REASONS: Record<AppId, readonly string[]> = {
  'one-time-passcode': ['max_attempts', 'max_attempts', 'sms_failed', 'blocked', 'cancelled'],
  passkeys: ['cancelled_by_customer', 'no_credential', 'unsupported_device'],
  'document-signature': ['declined', 'declined', 'cancelled'],
  'e-form': ['cancelled', 'validation_failed'],
  payments: ['card_declined', 'insufficient_funds', 'authentication_failed', 'cancelled'],
  'gateway-payments': ['card_declined', 'insufficient_funds', 'cancelled'],
  'identity-verification': [
    'document_expired',
    'face_mismatch',
    'tampering_suspected',
    'unreadable',
    'abandoned',
  ],
};

/** The agents of an account: eight people, the same on every call for the same seed and account. */
export function seedAgents(seed: number, accountId: string): { id: string; name: string }[] {
  const random = createRandom(seed, `agents:${accountId}`);
  return Array.from({ length: 8 }, (_, index) => ({
    id: `agt_${String(index + 1).padStart(3, '0')}`,
    name: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
  }));
}

/** A customer's phone, always the same for the same reference. */
export function phoneOf(seed: number, customerRef: string): string {
  const random = createRandom(seed, `phone:${customerRef}`);
  return random.pick(PHONE_PATTERNS)(random);
}

function customerRefOf(random: Random): string {
  // A third are the customers customer search knows (seed/customer-sessions.ts), so searching finds them here too.
  if (random.chance(0.33)) return random.pick(DEMO_CUSTOMER_REFS);
  return `CUST-${random.int(60000, 79999)}`;
}

/** The catalog's demo products a payment can be for (seed/products.ts); half the payments are a custom amount. */
const PAYMENT_ITEMS = [
  { name: 'Replacement card', price: 1500 },
  { name: 'Express delivery', price: 999 },
  { name: 'Premium support (monthly)', price: 2999 },
  { name: 'Late payment fee', price: 2500 },
] as const;

/**
 * A payments session's details (apps.md §3.5, app-sessions/app-details.ts): the amount, its line items, and once paid
 * the card, 3-D Secure, the provider's payment id; one paid payment in ten refunded in part, one in twenty in full.
 */
function seedPaymentDetails(random: Random, status: SessionStatus) {
  const items = random.chance(0.5)
    ? Array.from({ length: random.chance(0.3) ? 2 : 1 }, () => random.pick(PAYMENT_ITEMS))
    : [];
  const lineItems = items.map((item, index) => ({
    productId: `prod_demo_${String(PAYMENT_ITEMS.indexOf(item) + 1)}_${String(index)}`,
    name: item.name,
    price: item.price,
  }));
  const amount =
    lineItems.length > 0
      ? lineItems.reduce((sum, item) => sum + item.price, 0)
      : random.pick([1999, 2500, 4999, 12500, 7450, 30000]);
  if (status !== 'success') return { amount, currency: 'USD', lineItems, refundedAmount: 0 };
  const roll = random.next();
  const refundedAmount = roll < 0.05 ? amount : roll < 0.15 ? Math.floor(amount / 2) : 0;
  return {
    amount,
    currency: 'USD',
    lineItems,
    refundedAmount,
    card: { brand: random.pick(['Visa', 'Mastercard', 'Amex']), last4: random.chars(4, '0123456789') },
    threeDSecure: random.pick(['authenticated', 'authenticated', 'attempted', 'not_required'] as const),
    provider: 'stripe',
    providerPaymentId: `pi_${random.chars(24, ALPHANUMERIC)}`,
  };
}

function detailsOf(
  app: AppId,
  random: Random,
  status: SessionStatus,
  reason: string | null,
): Record<string, unknown> {
  switch (app) {
    case 'one-time-passcode': {
      const maxAttempts = 3;
      const attempts = reason === 'max_attempts' ? maxAttempts : status === 'success' ? random.int(1, 2) : 0;
      const sms = reason === 'sms_failed' ? 'failed' : reason === 'blocked' ? 'blocked' : 'delivered';
      return { attempts, maxAttempts, sms };
    }
    case 'passkeys':
      return {
        type: random.chance(0.3) ? 'enrollment' : 'authentication',
        authenticator: random.pick([
          'iCloud Keychain',
          'Google Password Manager',
          'Windows Hello',
          'Samsung Pass',
        ]),
      };
    case 'document-signature':
      return {
        documentName: random.pick(['Account agreement', 'Loan disclosure', 'Direct debit mandate']),
        documentVersion: random.int(1, 3),
      };
    case 'e-form':
      return { formName: random.pick(['Address change', 'Card dispute', 'Beneficiary details']), version: 1 };
    case 'payments':
      return seedPaymentDetails(random, status);
    case 'gateway-payments': {
      const amount = random.pick([1999, 2500, 4999, 12500, 7450, 30000]);
      const card = `${random.pick(['Visa', 'Mastercard', 'Amex'])} •••• ${random.chars(4, '0123456789')}`;
      return { amount, currency: 'USD', card, channel: random.chance(0.7) ? 'sms' : 'ivr' };
    }
    case 'identity-verification':
      return {
        document: `${random.pick(['Passport', 'Driving licence', 'ID card'])} · ${random.pick(['GB', 'US', 'DE'])}`,
        checks: { document: status !== 'failure', liveness: reason !== 'face_mismatch', dataMatch: true },
      };
  }
}

function at(time: number): string {
  return new Date(time).toISOString();
}

/** The timeline of one session: created, the SMS, the link opened (not OTP), and its end. */
function eventsOf(
  app: AppId,
  random: Random,
  created: number,
  status: SessionStatus,
  completed: number | null,
  sms: string,
): SessionEvent[] {
  const events: SessionEvent[] = [{ at: at(created), type: 'session.created', detail: null }];
  events.push({ at: at(created + 1_000), type: 'sms.sent', detail: null });
  if (sms !== 'delivered') {
    events.push({ at: at(created + 2_000), type: `sms.${sms}`, detail: null });
  } else {
    events.push({ at: at(created + random.int(2_000, 6_000)), type: 'sms.delivered', detail: null });
    if (app !== 'one-time-passcode' && (status !== 'timeout' || random.chance(0.3))) {
      const opened = created + random.int(10_000, 60_000);
      if (completed === null || opened < completed)
        events.push({ at: at(opened), type: 'link.opened', detail: null });
    }
  }
  if (completed !== null) {
    const type =
      status === 'success'
        ? 'session.succeeded'
        : status === 'failure'
          ? 'session.failed'
          : 'session.timed_out';
    events.push({ at: at(completed), type, detail: null });
  }
  return events;
}

/** One app's sessions of the last `days` days ending at `now`, newest first, each with its events. */
export function seedAppSessions({
  seed,
  accountId,
  app,
  now,
  days = 90,
  perDay = 40,
}: AppSessionSeedOptions): AppSessionWithEvents[] {
  const random = createRandom(seed, `app-sessions:${accountId}:${app}`);
  const agents = seedAgents(seed, accountId);
  const expiryMs = (app === 'one-time-passcode' ? 5 : 15) * MINUTE_MS;
  const nowMs = now.getTime();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sessions: AppSessionWithEvents[] = [];
  let counter = 0;
  for (let offset = days - 1; offset >= 0; offset -= 1) {
    const dayStart = today - offset * DAY_MS;
    const weekday = new Date(dayStart).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const dayLength = offset === 0 ? nowMs - dayStart : DAY_MS;
    const count = Math.round(
      perDay * (weekend ? 0.4 : 1) * (0.7 + random.next() * 0.6) * (dayLength / DAY_MS),
    );
    const times = Array.from({ length: count }, () => dayStart + Math.floor(random.next() * dayLength)).sort(
      (a, b) => a - b,
    );
    for (const created of times) {
      counter += 1;
      const roll = random.next();
      let status: SessionStatus =
        roll < 0.8 ? 'success' : roll < 0.92 ? 'failure' : roll < 0.98 ? 'timeout' : 'pending';
      const expires = created + expiryMs;
      let completed: number | null =
        status === 'success'
          ? created + random.int(20_000, 4 * MINUTE_MS)
          : status === 'failure'
            ? created + random.int(10_000, 3 * MINUTE_MS)
            : status === 'timeout'
              ? expires
              : null;
      // What has not happened yet by `now` is still pending; what was left pending has expired since.
      if (completed !== null && completed > nowMs) {
        status = 'pending';
        completed = null;
      }
      if (status === 'pending' && expires <= nowMs) {
        status = 'timeout';
        completed = expires;
      }
      const reason =
        status === 'failure' ? random.pick(FAILURE_REASONS[app]) : status === 'timeout' ? 'expired' : null;
      const details = detailsOf(app, random, status, reason);
      const sms = typeof details.sms === 'string' ? details.sms : 'delivered';
      const customerRef = customerRefOf(random);
      const subStatus =
        app === 'document-signature' && status === 'pending'
          ? random.pick(['sent', 'viewed'])
          : app === 'identity-verification' && status === 'pending' && random.chance(0.5)
            ? 'needs_review'
            : app === 'payments'
              ? paymentRefundSubStatus(paymentDetailsSchema.parse(details))
              : null;
      sessions.push({
        id: `ses_${random.chars(20, ALPHANUMERIC)}`,
        app,
        status,
        reason,
        subStatus,
        sessionRef: `${app === 'payments' ? 'pay' : 'req'}_${random.chars(16, ALPHANUMERIC)}${String(counter % 100).padStart(2, '0')}`,
        customerRef,
        phoneNumber: phoneOf(seed, customerRef),
        agent: random.pick(agents),
        createdAt: at(created),
        completedAt: completed === null ? null : at(completed),
        expiresAt: at(expires),
        details,
        metadata: random.chance(0.2) ? { queue: random.pick(['retail', 'fraud', 'collections']) } : {},
        events: eventsOf(app, random, created, status, completed, sms),
      });
    }
  }
  return sessions.reverse();
}

export type SeedWebhookEndpoint = WebhookEndpoint & { app: AppId };
export type SeedWebhookDelivery = WebhookDelivery & { app: AppId };

/**
 * The demo webhooks of one app: an enabled endpoint for every event and a disabled one for failures, with the
 * deliveries of the newest ended sessions of the last 30 days (mostly 200, a few 500s and time-outs, failed ones
 * retried on the schedule of apps.md §2.7).
 */
export function seedWebhooks({
  seed,
  accountId,
  app,
  now,
  sessions,
  deliveries = 40,
}: {
  seed: number;
  accountId: string;
  app: AppId;
  now: Date;
  sessions: readonly AppSessionWithEvents[];
  deliveries?: number;
}): { endpoints: SeedWebhookEndpoint[]; deliveries: SeedWebhookDelivery[] } {
  const random = createRandom(seed, `webhooks:${accountId}:${app}`);
  const created = at(now.getTime() - 60 * DAY_MS);
  const primary: SeedWebhookEndpoint = {
    app,
    id: `whe_${random.chars(16, ALPHANUMERIC)}`,
    url: `https://hooks.northwind-demo.com/console/${app}`,
    description: 'CRM case updates',
    events: [...webhookEvents(app)],
    status: 'enabled',
    createdAt: created,
    lastDelivery: null,
  };
  const secondary: SeedWebhookEndpoint = {
    app,
    id: `whe_${random.chars(16, ALPHANUMERIC)}`,
    url: `https://alerts.northwind-demo.com/fraud/${app}`,
    description: 'Fraud team alerts',
    events: ['session.failed', 'session.timed_out'],
    status: 'disabled',
    createdAt: created,
    lastDelivery: null,
  };
  const since = now.getTime() - WEBHOOK_DELIVERY_RETENTION_DAYS * DAY_MS;
  const ended = sessions
    .filter((session) => session.completedAt !== null && new Date(session.createdAt).getTime() >= since)
    .slice(0, deliveries);
  const rows = ended.map((session): SeedWebhookDelivery => {
    const event =
      session.status === 'success'
        ? 'session.succeeded'
        : session.status === 'failure'
          ? 'session.failed'
          : 'session.timed_out';
    const roll = random.next();
    const failed = roll >= 0.9;
    const timedOut = roll >= 0.96;
    const sentAt = new Date(session.completedAt ?? session.createdAt).getTime() + 1_000;
    const eventId = `evt_${random.chars(16, ALPHANUMERIC)}`;
    const body = webhookEventBody({
      id: eventId,
      type: event,
      app,
      at: new Date(sentAt),
      data: { session: { id: session.id, status: session.status, customerRef: session.customerRef } },
    });
    return {
      app,
      id: `whd_${random.chars(16, ALPHANUMERIC)}`,
      endpointId: primary.id,
      eventId,
      event,
      sessionId: session.id,
      at: at(sentAt),
      status: failed ? 'failed' : 'succeeded',
      statusCode: timedOut ? null : failed ? 500 : 200,
      attempts: failed ? 8 : 1,
      nextRetryAt: null,
      requestBody: body,
      responseExcerpt: timedOut ? null : failed ? 'Internal Server Error' : '{"received":true}',
      durationMs: timedOut ? WEBHOOK_TIMEOUT_MS : random.int(60, 400),
      error: timedOut ? 'timed out' : null,
    };
  });
  const newest = rows[0];
  if (newest) {
    primary.lastDelivery = {
      at: newest.at,
      statusCode: newest.statusCode,
      succeeded: newest.status === 'succeeded',
    };
  }
  return { endpoints: [primary, secondary], deliveries: rows };
}
