import type { HttpHandler } from 'msw';
import { PAGE_COUNT_HEADER, PAGE_LAST_KEY_HEADER } from '../../client/paged';
import type { PasskeyEnrollment } from '../../passkeys/schemas';
import { auditEvents } from '../../rules/audit-events';
import { matchesEnrollment } from '../../rules/enrollment-search';
import { conflict, notFound, REFUSALS } from '../../rules/errors';
import { pageSessions } from '../../rules/session-search';
import { webhookEventBody } from '../../rules/webhook-event';
import { mockRoute } from '../http/mock-route';
import { appWebhooksOf } from '../store/apps';
import { appendAudit } from '../store/audit-log';
import { passkeyEnrollmentsOf } from '../store/passkey-enrollments';
import type { MockAccountState, MockStore } from '../store/types';

const REVOKED_EVENT = 'passkeys.enrollment.revoked';

/**
 * The webhook of a revoke (apps.md §3.2): one pending delivery for each enabled Passkeys endpoint subscribed to
 * `passkeys.enrollment.revoked`, its body `{id, type, app, createdAt, data: {enrollment}}`. The mocks have no
 * sender, so it stays pending, as a retried delivery does.
 */
function queueRevokedWebhook(store: MockStore, scope: MockAccountState, enrollment: PasskeyEnrollment) {
  const webhooks = appWebhooksOf(store, scope, 'passkeys');
  const subscribed = webhooks.endpoints.filter(
    (endpoint) => endpoint.status === 'enabled' && endpoint.events.includes(REVOKED_EVENT),
  );
  if (subscribed.length === 0) return;
  store.sequence += 1;
  const eventId = `evt_${String(store.sequence).padStart(6, '0')}`;
  const requestBody = webhookEventBody({
    id: eventId,
    type: REVOKED_EVENT,
    app: 'passkeys',
    at: store.now,
    data: { enrollment },
  });
  for (const endpoint of subscribed) {
    store.sequence += 1;
    webhooks.deliveries.unshift({
      app: 'passkeys',
      id: `whd_${String(store.sequence).padStart(6, '0')}`,
      endpointId: endpoint.id,
      eventId,
      event: REVOKED_EVENT,
      sessionId: null,
      at: store.now.toISOString(),
      status: 'pending',
      statusCode: null,
      attempts: 0,
      nextRetryAt: store.now.toISOString(),
      requestBody,
      responseExcerpt: null,
      durationMs: null,
      error: null,
    });
  }
}

/**
 * Passkeys › Enrollments (apps.md §3.2) over the store's passkeys (seed/passkey-enrollments.ts), with the shared
 * rules the server runs in SQL: rules/enrollment-search's filter, then the activity list's paging, newest first.
 */
export function passkeyHandlers(store: MockStore): HttpHandler[] {
  return [
    mockRoute(store, 'listPasskeyEnrollments', ({ query, scope, headers }) => {
      const rows = passkeyEnrollmentsOf(store, scope).filter((row) => matchesEnrollment(row, query));
      const page = pageSessions(rows, query);
      headers.set(PAGE_COUNT_HEADER, String(page.count));
      if (page.lastKey !== null) headers.set(PAGE_LAST_KEY_HEADER, page.lastKey);
      return page.items;
    }),
    /** Revoked, not deleted: the row stays, as Revoked; audited, and sent as a webhook. */
    mockRoute(store, 'revokePasskeyEnrollment', ({ params, caller, scope }) => {
      const enrollment = passkeyEnrollmentsOf(store, scope).find((row) => row.id === params.id);
      if (!enrollment) throw notFound(REFUSALS.enrollmentNotFound);
      if (enrollment.revokedAt !== null) throw conflict(REFUSALS.enrollmentRevoked);
      enrollment.revokedAt = store.now.toISOString();
      appendAudit(store, scope, caller, auditEvents.passkeyRevoked(enrollment.customerRef));
      queueRevokedWebhook(store, scope, enrollment);
      return enrollment;
    }),
  ];
}
