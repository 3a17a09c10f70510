import { demoWebhooks, withoutKeys } from '../app-seed';
import { newestAuditEntry, NOW, refused, refusedStep } from '../facts';
import type { ContractGroup } from '../types';

const seeded = demoWebhooks('passkeys');
const [primary] = seeded.endpoints;
const failed = seeded.deliveries.filter((row) => row.status === 'failed');
const succeeded = seeded.deliveries.find((row) => row.status === 'succeeded');
const retried = failed[0];
const NEW = {
  url: 'https://hooks.northwind-contact.com/passkeys',
  description: 'Case notes',
  events: ['session.failed'],
};
/** POST /passkeys/webhooks as the admin. */
const adding = (body: object) =>
  ({ call: 'addWebhookEndpoint', as: 'admin', path: '/passkeys/webhooks', body }) as const;
/** The NEW endpoint as both back ends answer it: no delivery yet. */
const endpoint = (status: string) => ({
  id: '<generated>',
  ...NEW,
  status,
  createdAt: NOW,
  lastDelivery: null,
});
const ids = (rows: unknown) => (rows as { id: string }[]).map((row) => row.id);

export const webhooksGroup: ContractGroup = {
  name: 'apps: webhook endpoints, the 5-endpoint limit, deliveries and retries, the signing secret',
  steps: [
    {
      name: 'the seeded endpoints of the app',
      call: 'listWebhookEndpoints',
      as: 'admin',
      path: '/passkeys/webhooks',
      expect: { status: 200, body: seeded.endpoints.map((row) => withoutKeys(row, 'app')) },
    },
    {
      name: 'a supervisor does not see webhooks',
      call: 'listWebhookEndpoints',
      as: 'supervisor',
      path: '/passkeys/webhooks',
      expect: { status: 403, body: refused(403, 'FORBIDDEN', 'You are not allowed to do this') },
    },
    refusedStep(
      'https only, and at least one event',
      adding({ url: 'http://hooks.northwind-contact.com', events: [] }),
      { field: 'url', message: 'URL must start with https://' },
      { field: 'events', message: 'Select at least one event' },
    ),
    refusedStep(
      'a private address is not publicly reachable',
      adding({ url: 'https://192.168.1.20/hook', events: ['session.created'] }),
      { field: 'url', message: 'URL must be publicly reachable' },
    ),
    refusedStep('an event of another app', adding({ url: NEW.url, events: ['payments.refund.succeeded'] }), {
      field: 'events',
      message: 'Unknown event payments.refund.succeeded',
    }),
    {
      name: 'adding an endpoint: enabled, no delivery yet',
      ...adding(NEW),
      generated: ['id'],
      save: { endpoint: 'id' },
      expect: { status: 201, body: endpoint('enabled') },
    },
    newestAuditEntry('written to the audit log under the app', {
      admin: { firstName: 'Marcus', lastName: 'Reed' },
      namespace: 'passkeys',
      description: `Webhook endpoint added: ${NEW.url}`,
      event: 'webhook.endpoint-added',
    }),
    ...['fourth', 'fifth'].map((ordinal) => {
      const url = `https://hooks.northwind-contact.com/${ordinal}`;
      return {
        name: `a ${ordinal}`,
        ...adding({ url, events: ['session.succeeded'] }),
        expect: { status: 201, view: (body: unknown) => (body as { url: string }).url, body: url },
      };
    }),
    {
      name: 'not a sixth',
      ...adding({ url: 'https://hooks.northwind-contact.com/six', events: ['session.succeeded'] }),
      expect: { status: 400, body: refused(400, 'VALIDATION_FAILED', 'You can add up to 5 endpoints') },
    },
    {
      name: 'disabling an endpoint',
      call: 'updateWebhookEndpoint',
      as: 'owner',
      path: '/passkeys/webhooks/{endpoint}',
      body: { ...NEW, status: 'disabled' },
      generated: ['id'],
      expect: { status: 200, body: endpoint('disabled') },
    },
    newestAuditEntry('the log says disabled', {
      admin: { firstName: 'Olivia', lastName: 'Bennett' },
      namespace: 'passkeys',
      description: `Webhook endpoint disabled: ${NEW.url}`,
      event: 'webhook.endpoint-disabled',
    }),
    refusedStep(
      'a test event must be one the app sends',
      {
        call: 'sendWebhookTest',
        as: 'admin',
        path: '/passkeys/webhooks/{endpoint}/test',
        body: { event: 'e-form.submission.completed' },
      },
      { field: 'event', message: 'Unknown event e-form.submission.completed' },
    ),
    {
      name: 'a test event to an unknown endpoint',
      call: 'sendWebhookTest',
      as: 'admin',
      path: '/passkeys/webhooks/whe_unknown/test',
      body: { event: 'session.succeeded' },
      expect: { status: 404, body: refused(404, 'NOT_FOUND', 'Webhook endpoint not found') },
    },
    {
      name: 'a test event answers what the endpoint said',
      call: 'sendWebhookTest',
      as: 'admin',
      path: '/passkeys/webhooks/{endpoint}/test',
      body: { event: 'session.succeeded' },
      expect: {
        status: 201,
        view: (body) => {
          const { statusCode, error } = body as { statusCode: number | null; error?: string };
          return { statusCode, error: error ?? null };
        },
        body: { statusCode: 200, error: null },
      },
    },
    {
      name: 'and is listed among the endpoint’s deliveries, once, with no retry',
      call: 'listWebhookDeliveries',
      as: 'admin',
      path: '/passkeys/webhooks/{endpoint}/deliveries',
      expect: {
        status: 200,
        view: (rows) =>
          (rows as Record<string, unknown>[]).map(
            ({ event, sessionId, status, statusCode, attempts, nextRetryAt }) => ({
              event,
              sessionId,
              status,
              statusCode,
              attempts,
              nextRetryAt,
            }),
          ),
        body: [
          {
            event: 'session.succeeded',
            sessionId: null,
            status: 'succeeded',
            statusCode: 200,
            attempts: 1,
            nextRetryAt: null,
          },
        ],
        headers: { 'x-count': '1' },
      },
    },
    {
      name: 'the failed deliveries of the seeded endpoint, newest first',
      call: 'listWebhookDeliveries',
      as: 'admin',
      path: `/passkeys/webhooks/${primary?.id ?? ''}/deliveries?status=failed`,
      expect: {
        status: 200,
        body: failed.map((row) => withoutKeys(row, 'app')),
        headers: { 'x-count': String(failed.length), 'x-last-key': null },
      },
    },
    {
      name: 'all of them, 25 a page',
      call: 'listWebhookDeliveries',
      as: 'admin',
      path: `/passkeys/webhooks/${primary?.id ?? ''}/deliveries`,
      expect: {
        status: 200,
        view: ids,
        body: ids(seeded.deliveries.slice(0, 25)),
        headers: {
          'x-count': String(seeded.deliveries.length),
          'x-last-key': seeded.deliveries[24]?.id ?? null,
        },
      },
    },
    {
      name: 'retrying a failed delivery queues it at once',
      call: 'retryWebhookDelivery',
      as: 'admin',
      path: `/passkeys/webhooks/deliveries/${retried?.id ?? ''}/retry`,
      expect: {
        status: 201,
        body: retried && { ...withoutKeys(retried, 'app'), status: 'pending', nextRetryAt: NOW },
      },
    },
    {
      name: 'a delivery that succeeded is not retried',
      call: 'retryWebhookDelivery',
      as: 'admin',
      path: `/passkeys/webhooks/deliveries/${succeeded?.id ?? ''}/retry`,
      expect: { status: 409, body: refused(409, 'CONFLICT', 'Only a failed delivery can be retried') },
    },
    {
      name: 'deleting an endpoint',
      call: 'deleteWebhookEndpoint',
      as: 'admin',
      path: '/passkeys/webhooks/{endpoint}',
      expect: { status: 200, text: '' },
    },
    {
      name: 'it is gone',
      call: 'deleteWebhookEndpoint',
      as: 'admin',
      path: '/passkeys/webhooks/{endpoint}',
      expect: { status: 404, body: refused(404, 'NOT_FOUND', 'Webhook endpoint not found') },
    },
    {
      name: 'the signing secret is the account one, no rotation under way',
      call: 'getWebhookSecret',
      as: 'owner',
      path: '/webhooks/secret',
      expect: {
        status: 200,
        body: { secret: 'whsec_becb25f88acdf87d3c766e4df3c27d9a', previousExpiresAt: null },
      },
    },
    newestAuditEntry('reading it is audited', {
      admin: { firstName: 'Olivia', lastName: 'Bennett' },
      namespace: 'global',
      description: 'Signing secret revealed',
      event: 'webhook.secret-revealed',
    }),
    {
      name: 'rotating: a new secret, the old one signs for 24 more hours',
      call: 'rotateWebhookSecret',
      as: 'admin',
      path: '/webhooks/secret/rotate',
      generated: ['secret'],
      expect: { status: 201, body: { secret: '<generated>', previousExpiresAt: '2026-11-22T10:00:00.000Z' } },
    },
    {
      name: 'the rotation shows on the next read',
      call: 'getWebhookSecret',
      as: 'admin',
      path: '/webhooks/secret',
      generated: ['secret'],
      expect: { status: 200, body: { secret: '<generated>', previousExpiresAt: '2026-11-22T10:00:00.000Z' } },
    },
    newestAuditEntry('the log: revealed after rotated', {
      admin: { firstName: 'Marcus', lastName: 'Reed' },
      namespace: 'global',
      description: 'Signing secret revealed',
      event: 'webhook.secret-revealed',
    }),
  ],
};
