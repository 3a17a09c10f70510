import type { AppSession, SessionStatus } from '../app-sessions/schemas';
import { DEFAULT_LINK_EXPIRY_MINUTES } from '../app-settings/schemas';
import type { AppId } from '../apps';

/** The status each terminal event moves a pending session to (apps.md §5 "Flow"): the server's sessions use it too. */
export const TERMINAL_EVENTS = {
  'session.succeeded': 'success',
  'session.failed': 'failure',
  'session.timed_out': 'timeout',
} as const satisfies Record<string, Exclude<SessionStatus, 'pending'>>;
export type TerminalEvent = keyof typeof TERMINAL_EVENTS;

export const isTerminalEvent = (type: string): type is TerminalEvent => type in TERMINAL_EVENTS;

/** The status an event leaves a session in; an app's own events (a refund, a decision) follow a success. */
function statusAfter(event: string): SessionStatus {
  if (event === 'session.created') return 'pending';
  return isTerminalEvent(event) ? TERMINAL_EVENTS[event] : 'success';
}

/**
 * The example session a test event carries ("Send test event", apps.md §2.7): shaped as a real one, so a receiver
 * parses it as it would the real thing, and marked as a test in its metadata and id (`ses_test_…`, made by the caller)
 * so it is never taken for a customer's.
 */
export function testEventSession(app: AppId, event: string, now: Date, id: string): AppSession {
  const status = statusAfter(event);
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
    expiresAt: new Date(now.getTime() + DEFAULT_LINK_EXPIRY_MINUTES * 60_000).toISOString(),
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
