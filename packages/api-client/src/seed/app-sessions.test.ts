import { describe, expect, it } from 'vitest';
import { appSessionWithEventsSchema } from '../app-sessions/schemas';
import { webhookDeliverySchema, webhookEndpointSchema } from '../webhooks/schemas';
import { seedAppSessions, seedWebhooks } from './app-sessions';
import { DEMO_CUSTOMER_REFS } from './customer-sessions';

const now = new Date('2026-11-21T10:00:00.000Z');
const options = { seed: 7, accountId: 'acc_demo0001', app: 'one-time-passcode' as const, now };

describe('seedAppSessions', () => {
  it('is a pure function of seed, account, app and clock', () => {
    expect(seedAppSessions({ ...options, perDay: 5 })).toEqual(seedAppSessions({ ...options, perDay: 5 }));
    expect(seedAppSessions({ ...options, perDay: 5 })).not.toEqual(
      seedAppSessions({ ...options, perDay: 5, accountId: 'acc_other' }),
    );
  });

  it('makes valid sessions, newest first, none in the future, over the asked days', () => {
    const sessions = seedAppSessions({ ...options, days: 30, perDay: 10 });
    for (const session of sessions) appSessionWithEventsSchema.parse(session);
    const times = sessions.map((session) => session.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((times[0] ?? '') <= now.toISOString()).toBe(true);
    expect((times.at(-1) ?? '') >= '2026-10-23T00:00:00.000Z').toBe(true);
    expect(sessions.every((session) => session.events[0]?.type === 'session.created')).toBe(true);
  });

  it('has realistic shares (~80% success, 12% failure, 6% timeout) and pending only near now', () => {
    const sessions = seedAppSessions({ ...options, app: 'passkeys', perDay: 40 });
    const share = (status: string) =>
      sessions.filter((row) => row.status === status).length / sessions.length;
    expect(share('success')).toBeGreaterThan(0.75);
    expect(share('success')).toBeLessThan(0.85);
    expect(share('failure')).toBeGreaterThan(0.09);
    expect(share('failure')).toBeLessThan(0.15);
    expect(share('timeout')).toBeGreaterThan(0.05);
    expect(share('timeout')).toBeLessThan(0.11);
    const pending = sessions.filter((row) => row.status === 'pending');
    expect(pending.every((row) => row.expiresAt > now.toISOString())).toBe(true);
    expect(sessions.some((row) => (DEMO_CUSTOMER_REFS as readonly string[]).includes(row.customerRef))).toBe(
      true,
    );
  });

  it('builds the server volume quickly (90 days, 40 a weekday)', () => {
    const started = performance.now();
    const sessions = seedAppSessions({ ...options, perDay: 40 });
    expect(sessions.length).toBeGreaterThan(2000);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('seedWebhooks', () => {
  it('gives two endpoints and deliveries of ended sessions, newest first', () => {
    const sessions = seedAppSessions({ ...options, perDay: 6 });
    const { endpoints, deliveries } = seedWebhooks({ ...options, sessions });
    expect(endpoints).toHaveLength(2);
    for (const endpoint of endpoints) webhookEndpointSchema.parse(endpoint);
    for (const delivery of deliveries) webhookDeliverySchema.parse(delivery);
    expect(deliveries.length).toBeGreaterThan(10);
    expect(endpoints[0]?.lastDelivery?.at).toBe(deliveries[0]?.at);
  });
});
