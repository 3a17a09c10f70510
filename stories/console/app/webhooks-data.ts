import type { WebhookDelivery, WebhookEndpoint } from '@console/api-client';

/** Two endpoints of the Passkeys app: one delivering, one the server auto-disabled after five days of failures. */
export const ORDER_DESK: WebhookEndpoint = {
  id: 'whe_orders',
  url: 'https://hooks.northwind.io/console/passkeys',
  description: 'Order desk',
  events: ['session.succeeded', 'session.failed', 'passkeys.enrollment.revoked'],
  status: 'enabled',
  createdAt: '2026-10-02T09:00:00Z',
  lastDelivery: { at: '2026-11-21T09:41:00Z', statusCode: 200, succeeded: true },
};

export const CRM: WebhookEndpoint = {
  id: 'whe_crm',
  url: 'https://crm.northwind.io/inbound/webhooks',
  description: '',
  events: ['session.created'],
  status: 'auto-disabled',
  createdAt: '2026-09-12T12:00:00Z',
  lastDelivery: { at: '2026-11-16T03:10:00Z', statusCode: 503, succeeded: false },
};

export const ENDPOINTS: WebhookEndpoint[] = [ORDER_DESK, CRM];

/** Five endpoints: the most an app may have. */
export const FIVE_ENDPOINTS: WebhookEndpoint[] = Array.from({ length: 5 }, (_, index) => ({
  ...ORDER_DESK,
  id: `whe_${index}`,
  url: `https://hooks.northwind.io/console/${index + 1}`,
  description: '',
}));

const session = (id: string, status: string) =>
  JSON.stringify({
    id: `evt_${id}`,
    type: `session.${status}`,
    app: 'passkeys',
    createdAt: '2026-11-21T09:40:00Z',
    data: { session: { id: `ses_${id}`, status } },
  });

/** A delivery that failed for good: eight attempts, the last answered 500. */
export const FAILED_DELIVERY: WebhookDelivery = {
  id: 'whd_2',
  endpointId: 'whe_orders',
  eventId: 'evt_9f8e7d6c5b4a',
  event: 'session.failed',
  sessionId: 'ses_c9f0f895fb98ab9159f5',
  at: '2026-11-20T16:05:00Z',
  status: 'failed',
  statusCode: 500,
  attempts: 8,
  nextRetryAt: null,
  requestBody: session('9f8e7d6c5b4a', 'failed'),
  responseExcerpt: '<html><body><h1>500 Internal Server Error</h1></body></html>',
  durationMs: 87,
  error: null,
};

/** The deliveries of the first endpoint: one delivered, one failed for good, one timed out and waiting to retry. */
export const DELIVERIES: WebhookDelivery[] = [
  {
    id: 'whd_1',
    endpointId: 'whe_orders',
    eventId: 'evt_1a2b3c4d5e6f',
    event: 'session.succeeded',
    sessionId: 'ses_8f14e45fceea167a5a36',
    at: '2026-11-21T09:41:00Z',
    status: 'succeeded',
    statusCode: 200,
    attempts: 1,
    nextRetryAt: null,
    requestBody: session('1a2b3c4d5e6f', 'succeeded'),
    responseExcerpt: '{"received":true}',
    durationMs: 142,
    error: null,
  },
  FAILED_DELIVERY,
  {
    id: 'whd_3',
    endpointId: 'whe_orders',
    eventId: 'evt_0a1b2c3d4e5f',
    event: 'session.created',
    sessionId: 'ses_45c48cce2e2d7fbdea1a',
    at: '2026-11-21T09:30:00Z',
    status: 'pending',
    statusCode: null,
    attempts: 3,
    nextRetryAt: '2026-11-21T10:00:00Z',
    requestBody: session('0a1b2c3d4e5f', 'created'),
    responseExcerpt: null,
    durationMs: null,
    error: 'timed out',
  },
];
