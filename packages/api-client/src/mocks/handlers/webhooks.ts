import type { HttpHandler } from 'msw';
import { PAGE_COUNT_HEADER, PAGE_LAST_KEY_HEADER } from '../../client/paged';
import { auditEvents } from '../../rules/audit-events';
import { conflict, invalid, invalidField, notFound, REFUSALS } from '../../rules/errors';
import { testEventSession, webhookEventBody } from '../../rules/webhook-event';
import { createRandom } from '../../seed/random';
import { WEBHOOK_DELIVERY_PAGE_SIZE } from '../../webhooks/list-webhook-deliveries';
import type { WebhookTestResult } from '../../webhooks/schemas';
import {
  checkWebhookEvents,
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_DELIVERY_RETENTION_DAYS,
  WEBHOOK_MESSAGES,
  WEBHOOK_ROTATION_OVERLAP_MS,
  WEBHOOK_TIMEOUT_MS,
} from '../../webhooks/schemas';
import { callerApp } from '../http/app-param';
import { mockRoute } from '../http/mock-route';
import { appsState, appWebhooksOf } from '../store/apps';
import { appendAudit } from '../store/audit-log';
import type { MockStore } from '../store/types';

/**
 * The browser mocks cannot reach an endpoint's URL, so a test event answers from the URL itself, the same every
 * time: a host or path with "timeout" times out, one with "fail" answers 500, any other 200 in 142 ms. The server
 * sends the signed request through its outbound guard and answers what the endpoint said.
 */
function mockWebhookTestResult(url: string): WebhookTestResult {
  if (url.includes('timeout'))
    return { statusCode: null, durationMs: WEBHOOK_TIMEOUT_MS, error: 'timed out' };
  if (url.includes('fail')) return { statusCode: 500, durationMs: 87 };
  return { statusCode: 200, durationMs: 142 };
}

const DAY_MS = 86_400_000;

/** Settings › Webhooks (apps.md §2.7): endpoints per app, their deliveries, the account's signing secret. */
export function webhookHandlers(store: MockStore): HttpHandler[] {
  return [
    mockRoute(
      store,
      'listWebhookEndpoints',
      ({ params, caller, scope }) => appWebhooksOf(store, scope, callerApp(params.app, caller)).endpoints,
    ),
    mockRoute(store, 'addWebhookEndpoint', ({ params, body, caller, scope }) => {
      const id = callerApp(params.app, caller);
      const problem = checkWebhookEvents(id, body.events);
      if (problem !== null) throw invalidField('events', problem);
      const webhooks = appWebhooksOf(store, scope, id);
      if (webhooks.endpoints.length >= MAX_WEBHOOK_ENDPOINTS) throw invalid(WEBHOOK_MESSAGES.tooMany);
      store.sequence += 1;
      const endpoint = {
        app: id,
        id: `whe_${String(store.sequence).padStart(6, '0')}`,
        ...body,
        status: 'enabled' as const,
        createdAt: store.now.toISOString(),
        lastDelivery: null,
      };
      webhooks.endpoints.push(endpoint);
      appendAudit(store, scope, caller, auditEvents.webhookEndpointAdded(id, endpoint.url));
      return endpoint;
    }),
    /** Edit; `status` disables or enables (an auto-disabled endpoint is enabled again the same way). */
    mockRoute(store, 'updateWebhookEndpoint', ({ params, body, caller, scope }) => {
      const id = callerApp(params.app, caller);
      const endpoint = appWebhooksOf(store, scope, id).endpoints.find((row) => row.id === params.id);
      if (!endpoint) throw notFound(REFUSALS.webhookEndpointNotFound);
      const problem = checkWebhookEvents(id, body.events);
      if (problem !== null) throw invalidField('events', problem);
      const { status = endpoint.status, ...fields } = body;
      const edited =
        fields.url !== endpoint.url ||
        fields.description !== endpoint.description ||
        fields.events.join() !== endpoint.events.join();
      // One entry, as the server writes it: Disabled or Enabled when only the status changed, else Updated.
      const entry =
        edited || status === endpoint.status
          ? auditEvents.webhookEndpointUpdated
          : status === 'enabled'
            ? auditEvents.webhookEndpointEnabled
            : auditEvents.webhookEndpointDisabled;
      Object.assign(endpoint, fields, { status });
      appendAudit(store, scope, caller, entry(id, endpoint.url));
      return endpoint;
    }),
    mockRoute(store, 'deleteWebhookEndpoint', ({ params, caller, scope }) => {
      const id = callerApp(params.app, caller);
      const webhooks = appWebhooksOf(store, scope, id);
      const endpoint = webhooks.endpoints.find((row) => row.id === params.id);
      if (!endpoint) throw notFound(REFUSALS.webhookEndpointNotFound);
      webhooks.endpoints = webhooks.endpoints.filter((row) => row !== endpoint);
      webhooks.deliveries = webhooks.deliveries.filter((row) => row.endpointId !== endpoint.id);
      appendAudit(store, scope, caller, auditEvents.webhookEndpointDeleted(id, endpoint.url));
    }),
    /** Listed among the deliveries and as the endpoint's last delivery, as the server lists it (no retries). */
    mockRoute(store, 'sendWebhookTest', ({ params, body, caller, scope }) => {
      const id = callerApp(params.app, caller);
      const webhooks = appWebhooksOf(store, scope, id);
      const endpoint = webhooks.endpoints.find((row) => row.id === params.id);
      if (!endpoint) throw notFound(REFUSALS.webhookEndpointNotFound);
      const problem = checkWebhookEvents(id, [body.event]);
      if (problem !== null) throw invalidField('event', problem);
      const result = mockWebhookTestResult(endpoint.url);
      const succeeded = result.statusCode !== null && result.statusCode < 300;
      store.sequence += 1;
      const number = String(store.sequence).padStart(6, '0');
      const eventId = `evt_test_${number}`;
      const session = testEventSession(id, body.event, store.now, `ses_test_${number}`);
      webhooks.deliveries.unshift({
        app: id,
        id: `whd_${number}`,
        endpointId: endpoint.id,
        eventId,
        event: body.event,
        sessionId: null,
        at: store.now.toISOString(),
        status: succeeded ? 'succeeded' : 'failed',
        statusCode: result.statusCode,
        attempts: 1,
        nextRetryAt: null,
        requestBody: webhookEventBody({
          id: eventId,
          type: body.event,
          app: id,
          at: store.now,
          data: { session },
        }),
        responseExcerpt:
          result.statusCode === null ? null : succeeded ? '{"received":true}' : 'Internal Server Error',
        durationMs: result.durationMs,
        error: result.error ?? null,
      });
      endpoint.lastDelivery = { at: store.now.toISOString(), statusCode: result.statusCode, succeeded };
      return result;
    }),
    /** 30 days, newest first, 25 a page; the cursor is the last row's id. */
    mockRoute(store, 'listWebhookDeliveries', ({ params, query, caller, scope, headers }) => {
      const id = callerApp(params.app, caller);
      const webhooks = appWebhooksOf(store, scope, id);
      if (!webhooks.endpoints.some((row) => row.id === params.id)) {
        throw notFound(REFUSALS.webhookEndpointNotFound);
      }
      const since = store.now.getTime() - WEBHOOK_DELIVERY_RETENTION_DAYS * DAY_MS;
      const rows = webhooks.deliveries
        .filter(
          (row) =>
            row.endpointId === params.id &&
            new Date(row.at).getTime() >= since &&
            (query.status === 'all' || row.status === query.status),
        )
        .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
      let start = 0;
      if (query.lastKey) {
        const index = rows.findIndex((row) => row.id === query.lastKey);
        if (index === -1) throw invalid(REFUSALS.unknownCursor);
        start = index + 1;
      }
      const page = rows.slice(start, start + WEBHOOK_DELIVERY_PAGE_SIZE);
      headers.set(PAGE_COUNT_HEADER, String(rows.length));
      const last = page.at(-1);
      if (last && start + WEBHOOK_DELIVERY_PAGE_SIZE < rows.length)
        headers.set(PAGE_LAST_KEY_HEADER, last.id);
      return page;
    }),
    /** A failed delivery is queued again at once; the mocks have no sender, so it stays pending. */
    mockRoute(store, 'retryWebhookDelivery', ({ params, caller, scope }) => {
      const id = callerApp(params.app, caller);
      const webhooks = appWebhooksOf(store, scope, id);
      const delivery = webhooks.deliveries.find((row) => row.id === params.id);
      if (!delivery) throw notFound(REFUSALS.webhookDeliveryNotFound);
      if (delivery.status !== 'failed') throw conflict(REFUSALS.webhookDeliveryNotFailed);
      delivery.status = 'pending';
      delivery.nextRetryAt = store.now.toISOString();
      const url =
        webhooks.endpoints.find((row) => row.id === delivery.endpointId)?.url ?? delivery.endpointId;
      appendAudit(store, scope, caller, auditEvents.webhookDeliveryRetried(id, url));
      return delivery;
    }),
    /** The account's secret (Settings › Developers'); each read is audited. */
    mockRoute(store, 'getWebhookSecret', ({ caller, scope }) => {
      const previous = appsState(scope).previousSecret;
      appendAudit(store, scope, caller, auditEvents.signingSecretRevealed());
      return {
        secret: scope.integrations.developer.webhookSecret,
        previousExpiresAt:
          previous && previous.expiresAt > store.now.toISOString() ? previous.expiresAt : null,
      };
    }),
    /** A new secret; the old one keeps signing for 24 hours. */
    mockRoute(store, 'rotateWebhookSecret', ({ caller, scope }) => {
      store.sequence += 1;
      const secret = `whsec_${createRandom(store.seed, `webhook-secret:${store.sequence}`).chars(32)}`;
      const expiresAt = new Date(store.now.getTime() + WEBHOOK_ROTATION_OVERLAP_MS).toISOString();
      appsState(scope).previousSecret = { secret: scope.integrations.developer.webhookSecret, expiresAt };
      scope.integrations.developer = { ...scope.integrations.developer, webhookSecret: secret };
      appendAudit(store, scope, caller, auditEvents.signingSecretRotated());
      return { secret, previousExpiresAt: expiresAt };
    }),
  ];
}
