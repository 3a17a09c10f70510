import { randomBytes } from 'node:crypto';
import type { AppId, AppSession, SessionStatus } from '@console/api-client';
import { DEFAULT_LINK_EXPIRY_MINUTES } from '@console/api-client';
import { isTerminalEvent, TERMINAL_EVENTS } from '../sessions/session-store';

/** The status an event leaves a session in (the sessions' own rule); an app's own events follow a success. */
function statusAfter(event: string): SessionStatus {
  if (event === 'session.created') return 'pending';
  return isTerminalEvent(event) ? TERMINAL_EVENTS[event] : 'success';
}

/**
 * The example session a test event carries ("Send test event"): shaped as a real one, so a receiver parses it as it
 * would the real thing, and marked as a test in its metadata and ids so it is never taken for a customer's.
 */
export function testEventSession(app: AppId, event: string, now: Date): AppSession {
  const status = statusAfter(event);
  const id = `ses_test_${randomBytes(8).toString('hex')}`;
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
