import { randomBytes } from 'node:crypto';
import type { AppId, AppSession, SessionStatus } from '@console/api-client';

/** The status an event leaves a session in; an app's own events (a refund, a decision) follow a success. */
const STATUS_AFTER: Record<string, SessionStatus> = {
  'session.created': 'pending',
  'session.succeeded': 'success',
  'session.failed': 'failure',
  'session.timed_out': 'timeout',
};

/**
 * The example session a test event carries ("Send test event"): shaped as a real one, so a receiver parses it as it
 * would the real thing, and marked as a test in its metadata and ids so it is never taken for a customer's.
 */
export function testEventSession(app: AppId, event: string, now: Date): AppSession {
  const status = STATUS_AFTER[event] ?? 'success';
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
    expiresAt: new Date(now.getTime() + 15 * 60_000).toISOString(),
    details: {},
    metadata: { test: 'true' },
  };
}
