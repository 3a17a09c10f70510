import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developerAccountSchema } from '@console/api-client';
import { DEMO_ACCOUNT_ID } from '../seed/demo-account';
import type { HttpsFake, RecordedRequest } from '../test/https-fake';
import { startHttpsFake } from '../test/https-fake';
import type { TestApp } from '../test/test-app';
import { CLAIMS, createTestApp } from '../test/test-app';
import { testCertificate } from '../test/tls';
import { insertEndpoint, sampleSession } from '../test/webhook-fixtures';
import { runDueDeliveries } from './deliveries';
import { rotateSigningSecret } from './signing-secret';
import { webhooksSink } from './webhooks-sink';

/**
 * A receiver written from the spec's help block alone (apps.md §2.7 "Verifying"), as a customer would write it: read
 * `X-Signature: t={unix},v1={hex}[,v1=…]`, refuse a t further than 300 s from its own clock, recompute
 * HMAC-SHA256(secret, `{t}.{raw body}`) and compare in constant time against each v1, and drop an X-Event-Id it has
 * seen. It shares no code with the sender.
 */
function createReceiver(secret: string, now: () => Date) {
  const seen = new Set<string>();
  return (
    request: Pick<RecordedRequest, 'headers' | 'body'>,
  ): 'accepted' | 'stale' | 'bad-signature' | 'duplicate' => {
    const header = String(request.headers['x-signature'] ?? '');
    const pairs = header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    });
    const t = pairs.find(([key]) => key === 't')?.[1] ?? '';
    if (!/^\d+$/.test(t)) return 'bad-signature';
    if (Math.abs(Math.floor(now().getTime() / 1000) - Number(t)) > 300) return 'stale';
    const expected = createHmac('sha256', secret).update(`${t}.${request.body}`).digest();
    const matches = pairs
      .filter(([key]) => key === 'v1')
      .some(([, value]) => {
        const given = Buffer.from(value, 'hex');
        return given.length === expected.length && timingSafeEqual(given, expected);
      });
    if (!matches) return 'bad-signature';
    const eventId = String(request.headers['x-event-id'] ?? '');
    if (seen.has(eventId)) return 'duplicate';
    seen.add(eventId);
    return 'accepted';
  };
}

let t: TestApp;
let fake: HttpsFake;
beforeAll(async () => {
  const { cert } = await testCertificate();
  fake = await startHttpsFake(() => ({ status: 204 }));
  t = await createTestApp({
    outbound: { timeoutMs: 3000, ca: cert, allowHosts: ['localhost'], resolve: {} },
  });
  await insertEndpoint(t.db, fake.url('/hooks'), { createdAt: t.clock.now() });
}, 180_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** The secret Settings › Developers shows (a token signed now: the tests move the clock past a day). */
async function currentSecret() {
  const token = await t.sign(CLAIMS.owner);
  const res = await t.request('GET', '/api/accounts/developer', { token });
  return developerAccountSchema.parse(res.json).webhookSecret;
}

/** One session event through the sink and the queue: the request the endpoint received. */
async function deliverOne(): Promise<RecordedRequest> {
  const before = fake.requests.length;
  const session = sampleSession('one-time-passcode', t.clock.now());
  await t.db.transaction().execute((tx) =>
    webhooksSink(tx, {
      accountId: DEMO_ACCOUNT_ID,
      app: 'one-time-passcode',
      type: 'session.succeeded',
      at: t.clock.now(),
      session,
    }),
  );
  await runDueDeliveries(t.deps);
  expect(fake.requests).toHaveLength(before + 1);
  return fake.requests.at(-1) as RecordedRequest;
}

describe('a receiver written from the spec verifies what the sender sends', () => {
  it('accepts the signed body, then refuses a replay, a changed body, a wrong secret and a stale timestamp', async () => {
    const secret = await currentSecret();
    const request = await deliverOne();
    expect(request.method).toBe('POST');
    expect(request.headers['x-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const body = JSON.parse(request.body) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['app', 'createdAt', 'data', 'id', 'type']);
    expect(body).toMatchObject({
      id: request.headers['x-event-id'],
      type: 'session.succeeded',
      app: 'one-time-passcode',
      createdAt: t.clock.now().toISOString(),
      data: { session: { customerRef: 'CUST-1001', status: 'success' } },
    });

    const receive = createReceiver(secret, () => t.clock.now());
    expect(receive(request)).toBe('accepted');
    expect(receive(request)).toBe('duplicate');
    expect(receive({ ...request, body: request.body.replace('CUST-1001', 'CUST-1002') })).toBe(
      'bad-signature',
    );
    expect(createReceiver('whsec_not_the_secret', () => t.clock.now())(request)).toBe('bad-signature');
    const later = new Date(t.clock.now().getTime() + 301_000);
    expect(createReceiver(secret, () => later)(request)).toBe('stale');
    const within = new Date(t.clock.now().getTime() + 299_000);
    expect(createReceiver(secret, () => within)(request)).toBe('accepted');
  });

  it('signs with the old and the new secret for 24 hours after a rotation, then with the new one only', async () => {
    const old = await currentSecret();
    const { secret: rotated } = await rotateSigningSecret(
      t.db,
      t.deps.secrets,
      DEMO_ACCOUNT_ID,
      t.clock.now(),
    );
    expect(await currentSecret()).toBe(rotated);

    const during = await deliverOne();
    expect(String(during.headers['x-signature']).match(/v1=/g)).toHaveLength(2);
    expect(createReceiver(old, () => t.clock.now())(during)).toBe('accepted');
    expect(createReceiver(rotated, () => t.clock.now())(during)).toBe('accepted');

    t.clock.advance(24 * 3_600_000 + 1000);
    const after = await deliverOne();
    expect(String(after.headers['x-signature']).match(/v1=/g)).toHaveLength(1);
    expect(createReceiver(old, () => t.clock.now())(after)).toBe('bad-signature');
    expect(createReceiver(rotated, () => t.clock.now())(after)).toBe('accepted');
  });

  it('stores the signing secrets sealed: the accounts row never holds them in plaintext', async () => {
    const row = await t.db
      .selectFrom('accounts')
      .select(['webhook_secret', 'webhook_secret_previous'])
      .where('id', '=', DEMO_ACCOUNT_ID)
      .executeTakeFirstOrThrow();
    expect(row.webhook_secret).toMatch(/^sb2\./);
    expect(row.webhook_secret_previous).toMatch(/^sb2\./);
    expect(JSON.stringify(row)).not.toContain(await currentSecret());
  });
});
