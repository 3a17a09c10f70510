import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSessionWithEventsSchema } from '@console/api-client';
import { DEMO_ACCOUNT_ID } from '../seed/demo-account';
import { applyCustomerStep } from '../sessions/create-session';
import type { HttpsFake } from '../test/https-fake';
import { startHttpsFake } from '../test/https-fake';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { testCertificate } from '../test/tls';
import { insertEndpoint } from '../test/webhook-fixtures';
import { runDueDeliveries } from './deliveries';
import { sessionTimeline } from './session-timeline';

let t: TestApp;
let receiver: HttpsFake;
let twilio: HttpsFake;
let secretKey: string;
beforeAll(async () => {
  const { cert } = await testCertificate();
  receiver = await startHttpsFake(() => ({ status: 200 }));
  twilio = await startHttpsFake(() => ({ status: 201, body: { sid: 'SM1', status: 'queued' } }));
  t = await createTestApp({
    outbound: { timeoutMs: 3000, ca: cert, allowHosts: ['localhost'], resolve: {} },
    twilioApiBase: twilio.url('').replace(/\/$/, ''),
  });
  // The demo account's seeded enabled endpoint of the app subscribes to every event, at a host not reachable here:
  // disable the seeded endpoints, so the receiver's endpoint below is the only one the session's events go to.
  const disabled = await t.db
    .updateTable('webhook_endpoints')
    .set({ status: 'disabled' })
    .where('account_id', '=', DEMO_ACCOUNT_ID)
    .where('app', '=', 'one-time-passcode')
    .where('status', '=', 'enabled')
    .executeTakeFirst();
  expect(Number(disabled.numUpdatedRows)).toBe(1);
  await insertEndpoint(t.db, receiver.url('/hooks'), {
    createdAt: t.clock.now(),
    events: ['session.created', 'session.succeeded'],
  });
  secretKey = (
    await t.db
      .selectFrom('accounts')
      .select('secret_key')
      .where('id', '=', DEMO_ACCOUNT_ID)
      .executeTakeFirstOrThrow()
  ).secret_key;
}, 180_000);
afterAll(async () => {
  await t.close();
  await receiver.close();
  await twilio.close();
});

const v1 = (method: string, path: string, body?: unknown) =>
  t.request(method, path, {
    ...(body === undefined ? {} : { body }),
    headers: { authorization: `Bearer ${secretKey}` },
  });

describe('session events become webhooks (apps.md §5, flow step 2)', () => {
  it('sends each subscribed event of a session, signed, and writes each delivery on its timeline', async () => {
    const created = await v1('POST', '/v1/sessions', {
      app: 'one-time-passcode',
      phoneNumber: '+447400123456',
      customerRef: 'CUST-88001',
      agent: { id: 'agent-7', name: 'Dana Agent' },
    });
    expect(created.status).toBe(201);
    const { id } = created.json as { id: string };
    const timeline = sessionTimeline(t.deps.secrets);
    expect(await runDueDeliveries(t.deps, timeline)).toBe(1);

    await applyCustomerStep(t.deps, id, { type: 'session.succeeded' });
    expect(await runDueDeliveries(t.deps, timeline)).toBe(1);

    const bodies = receiver.requests.map((request) => JSON.parse(request.body) as Record<string, unknown>);
    expect(bodies.map((body) => body.type)).toEqual(['session.created', 'session.succeeded']);
    expect(bodies[1]).toMatchObject({
      app: 'one-time-passcode',
      data: { session: { id, status: 'success', customerRef: 'CUST-88001' } },
    });
    // One id per event, the same at every endpoint and retry.
    expect(receiver.requests.map((request) => request.headers['x-event-id'])).toEqual([
      bodies[0]?.id,
      bodies[1]?.id,
    ]);

    const session = appSessionWithEventsSchema.parse((await v1('GET', `/v1/sessions/${id}`)).json);
    const webhookEvents = session.events.filter((event) => event.type.startsWith('webhook.'));
    expect(webhookEvents).toEqual([
      { at: t.clock.now().toISOString(), type: 'webhook.delivered', detail: '200' },
      { at: t.clock.now().toISOString(), type: 'webhook.delivered', detail: '200' },
    ]);
    // The timeline's webhook entries are not themselves sent on.
    expect(await runDueDeliveries(t.deps, timeline)).toBe(0);
  }, 30_000);
});
