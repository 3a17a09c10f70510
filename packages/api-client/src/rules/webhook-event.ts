import type { AppSession, SessionStatus } from '../app-sessions/schemas';
import type { AppId } from '../apps';

/** The status an event leaves a session in; an app's own events (a refund, a decision) follow a success. */
const STATUS_AFTER: Record<string, SessionStatus> = {
  'session.created': 'pending',
  'session.succeeded': 'success',
  'session.failed': 'failure',
  'session.timed_out': 'timeout',
};

/**
 * The example session a test event carries ("Send test event", apps.md §2.7): shaped as a real one, so a receiver
 * parses it as it would the real thing, and marked as a test in its metadata and id (`ses_test_…`, made by the caller)
 * so it is never taken for a customer's.
 */
export function testEventSession(app: AppId, event: string, now: Date, id: string): AppSession {
  const status = STATUS_AFTER[event] ?? 'success';
  return {
    id,
    app,
    status,
    reason: status === 'failure' ? 'cancelled' : null,
    subStatus: null,
    sessionRef: id,
    customerRef: 'test-customer',
    phoneNumber: '+15555550100',
    agent: { id: 'test-agent', name: 'Test Agent' },
    createdAt: now.toISOString(),
    completedAt: status === 'pending' ? null : now.toISOString(),
    expiresAt: new Date(now.getTime() + 15 * 60_000).toISOString(),
    details: {},
    metadata: { test: 'true' },
  };
}

/** A webhook's body (apps.md §5): `{id, type, app, createdAt, data}`, as both back ends send and list it. */
export function webhookEventBody(event: {
  id: string;
  type: string;
  app: AppId;
  at: Date;
  data: unknown;
}): string {
  return JSON.stringify({
    id: event.id,
    type: event.type,
    app: event.app,
    createdAt: event.at.toISOString(),
    data: event.data,
  });
}
