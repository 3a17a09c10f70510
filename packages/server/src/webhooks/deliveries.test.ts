import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_RETRY_DELAYS_MS } from '@console/api-client';
import { createApp } from '../app';
import { smtpConfigFor, startSmtpCatcher } from '../mail/smtp-catcher';
import type { SmtpCatcher } from '../mail/smtp-catcher';
import { DEMO_ACCOUNT_ID } from '../seed/demo-account';
import type { HttpsFake } from '../test/https-fake';
import { startHttpsFake } from '../test/https-fake';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { testCertificate } from '../test/tls';
import { insertEndpoint, sampleSession } from '../test/webhook-fixtures';
import { claimDueDeliveries, LEASE_MS, queueRetry, runDueDeliveries } from './deliveries';
import { webhooksSink } from './webhooks-sink';

let t: TestApp;
let fake: HttpsFake;
let mail: SmtpCatcher;
beforeAll(async () => {
  const { cert } = await testCertificate();
  fake = await startHttpsFake(() => ({ status: 200 }));
  mail = await startSmtpCatcher();
  t = await createTestApp({
    publicUrl: 'https://console.test',
    smtp: { ...smtpConfigFor(mail, 'Console <no-reply@console.test>'), timeoutMs: 5000 },
    outbound: { timeoutMs: 3000, ca: cert, allowHosts: ['localhost'], resolve: {} },
  });
}, 180_000);
afterAll(async () => {
  await t.close();
  await fake.close();
  await mail.close();
});

let endpointId: string;
beforeEach(async () => {
  await t.db.deleteFrom('webhook_endpoints').execute();
  endpointId = await insertEndpoint(t.db, fake.url('/hooks'), { createdAt: t.clock.now() });
  fake.answerWith(() => ({ status: 200 }));
});

async function emit(type = 'session.succeeded') {
  const session = sampleSession('one-time-passcode', t.clock.now());
  await t.db.transaction().execute((tx) =>
    webhooksSink(tx, {
      accountId: DEMO_ACCOUNT_ID,
      app: 'one-time-passcode',
      type,
      at: t.clock.now(),
      session,
    }),
  );
  return session.id;
}

const deliveryOf = (sessionId: string) =>
  t.db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('session_id', '=', sessionId)
    .executeTakeFirstOrThrow();

describe('the deliveries queue', () => {
  it('queues only for enabled endpoints subscribed to the event', async () => {
    await insertEndpoint(t.db, fake.url('/created-only'), {
      createdAt: t.clock.now(),
      events: ['session.created'],
    });
    await insertEndpoint(t.db, fake.url('/other-app'), { createdAt: t.clock.now(), app: 'passkeys' });
    const sessionId = await emit('session.succeeded');
    const rows = await t.db
      .selectFrom('webhook_deliveries')
      .select('endpoint_id')
      .where('session_id', '=', sessionId)
      .execute();
    expect(rows).toEqual([{ endpoint_id: endpointId }]);
  });

  it('retries a failing endpoint on the schedule (at once, 5 s, 5 min … 10 h), records each attempt, then fails; Retry queues one more', async () => {
    fake.answerWith(() => ({ status: 500, body: 'x'.repeat(3000) }));
    const sessionId = await emit();
    for (const [index, delay] of WEBHOOK_RETRY_DELAYS_MS.entries()) {
      t.clock.advance(delay);
      expect(await runDueDeliveries(t.deps)).toBe(1);
      // Not due again before the next delay has passed.
      expect(await runDueDeliveries(t.deps)).toBe(0);
      const row = await deliveryOf(sessionId);
      expect(row.attempts).toBe(index + 1);
      const next = WEBHOOK_RETRY_DELAYS_MS[index + 1];
      expect(row.next_attempt_at?.getTime() ?? null).toBe(
        next === undefined ? null : t.clock.now().getTime() + next,
      );
    }
    const failed = await deliveryOf(sessionId);
    expect(failed).toMatchObject({ status: 'failed', attempts: 8, last_status_code: 500, error: 'HTTP 500' });
    expect(Buffer.byteLength(failed.response_excerpt ?? '')).toBe(1024);
    const attempts = await t.db
      .selectFrom('webhook_attempts')
      .select(['attempt', 'status_code'])
      .where('delivery_id', '=', failed.id)
      .orderBy('attempt')
      .execute();
    expect(attempts.map((row) => row.attempt)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    t.clock.advance(24 * 3_600_000);
    expect(await runDueDeliveries(t.deps)).toBe(0);

    fake.answerWith(() => ({ status: 202, body: 'ok' }));
    expect(await queueRetry(t.db, DEMO_ACCOUNT_ID, 'one-time-passcode', failed.id, t.clock.now())).toBe(
      'queued',
    );
    expect(await runDueDeliveries(t.deps)).toBe(1);
    expect(await deliveryOf(sessionId)).toMatchObject({
      status: 'succeeded',
      attempts: 9,
      last_status_code: 202,
      response_excerpt: 'ok',
      error: null,
      next_attempt_at: null,
    });
    expect(await queueRetry(t.db, DEMO_ACCOUNT_ID, 'one-time-passcode', failed.id, t.clock.now())).toBe(
      'not-failed',
    );
    expect(await queueRetry(t.db, DEMO_ACCOUNT_ID, 'passkeys', failed.id, t.clock.now())).toBe('not-found');
  });

  it('loses nothing when a server stops mid-delivery: the claim runs out and a fresh server sends it', async () => {
    const sessionId = await emit();
    // A runner claims the row, then dies before sending it.
    expect(await claimDueDeliveries(t.db, t.clock.now())).toHaveLength(1);
    const requests = fake.requests.length;
    // A new server on the same database: the row is leased, not lost.
    const { deps } = createApp({ db: t.db, config: t.config, clock: t.clock, secrets: t.deps.secrets });
    expect(await runDueDeliveries(deps)).toBe(0);
    t.clock.advance(LEASE_MS);
    expect(await runDueDeliveries(deps)).toBe(1);
    expect(fake.requests).toHaveLength(requests + 1);
    expect(await deliveryOf(sessionId)).toMatchObject({ status: 'succeeded', attempts: 1 });
  });

  it('turns an endpoint auto-disabled after 5 days of failures and e-mails the owner; a success resets the count', async () => {
    fake.answerWith(() => ({ status: 503 }));
    await emit();
    await runDueDeliveries(t.deps);
    const since = t.clock.now();
    let endpoint = await t.db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('id', '=', endpointId)
      .executeTakeFirstOrThrow();
    expect(endpoint.failing_since).toEqual(since);

    // A success in between starts the count again.
    fake.answerWith(() => ({ status: 200 }));
    t.clock.advance(5_000);
    await runDueDeliveries(t.deps);
    endpoint = await t.db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('id', '=', endpointId)
      .executeTakeFirstOrThrow();
    expect(endpoint.failing_since).toBeNull();

    fake.answerWith(() => ({ status: 503 }));
    await emit();
    await runDueDeliveries(t.deps);
    t.clock.advance(5 * 24 * 3_600_000 - 1000);
    await emit();
    await runDueDeliveries(t.deps);
    endpoint = await t.db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('id', '=', endpointId)
      .executeTakeFirstOrThrow();
    expect(endpoint.status).toBe('enabled');
    t.clock.advance(1000);
    await emit();
    await runDueDeliveries(t.deps);
    endpoint = await t.db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('id', '=', endpointId)
      .executeTakeFirstOrThrow();
    expect(endpoint.status).toBe('auto-disabled');
    const owner = await t.db
      .selectFrom('admins')
      .select('email')
      .where('account_id', '=', DEMO_ACCOUNT_ID)
      .where('role', '=', 'owner')
      .executeTakeFirstOrThrow();
    const sent = mail.to(owner.email).at(-1);
    expect(sent?.subject).toBe('One-Time Passcode: webhook endpoint disabled');
    expect(sent?.text).toContain(fake.url('/hooks'));
    expect(sent?.text).toContain('https://console.test/one-time-passcode/settings/webhooks');

    // Nothing more is sent to it: new events are not queued, queued ones fail unsent.
    const requests = fake.requests.length;
    const later = await emit();
    expect(
      await t.db.selectFrom('webhook_deliveries').select('id').where('session_id', '=', later).execute(),
    ).toEqual([]);
    t.clock.advance(24 * 3_600_000);
    await runDueDeliveries(t.deps);
    expect(fake.requests).toHaveLength(requests);
    const pending = await t.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('endpoint_id', '=', endpointId)
      .where('status', '=', 'pending')
      .execute();
    expect(pending).toEqual([]);
  });
});
