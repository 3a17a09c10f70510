import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookSecretSchema,
  webhookTestResultSchema,
} from '@console/api-client';
import { DEMO_ACCOUNT_ID } from '../seed/demo-account';
import { latestAudit } from '../test/audit';
import type { HttpsFake } from '../test/https-fake';
import { startHttpsFake } from '../test/https-fake';
import type { TestApp } from '../test/test-app';
import { CLAIMS, createTestApp } from '../test/test-app';
import { testCertificate } from '../test/tls';
import { sampleSession } from '../test/webhook-fixtures';
import { runDueDeliveries } from '../webhooks/deliveries';
import { webhooksSink } from '../webhooks/webhooks-sink';

const RECEIVER = 'hooks.northwind-contact.com';
const INTERNAL = 'intranet.northwind-contact.com';

let t: TestApp;
let fake: HttpsFake;
let otherOwner: string;
let otherAccount: string;
beforeAll(async () => {
  const { cert } = await testCertificate();
  fake = await startHttpsFake(() => ({ status: 200, body: { received: true } }));
  t = await createTestApp({
    outbound: {
      timeoutMs: 3000,
      ca: cert,
      allowHosts: [RECEIVER],
      // The receiver is a local fake; the intranet name resolves to a private address, which the guard refuses.
      resolve: { [`${RECEIVER}:443`]: `127.0.0.1:${fake.port}`, [`${INTERNAL}:443`]: '10.1.2.3:443' },
    },
  });
  const other = await t.otherAccountOwner();
  otherAccount = other.accountId;
  otherOwner = other.token;
}, 180_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});

const body = (path = '/in', events = ['session.succeeded']) => ({
  url: `https://${RECEIVER}${path}`,
  description: 'CRM',
  events,
});

async function add(app: string, input: unknown, token = t.tokens.owner) {
  return t.request('POST', `/api/${app}/webhooks`, { token, body: input });
}

/** The ids of an app's endpoints as listed (oldest first), the demo account's seeded ones included. */
async function endpointIds(app: string, token = t.tokens.owner) {
  const list = await t.request('GET', `/api/${app}/webhooks`, { token });
  expect(list.status).toBe(200);
  return webhookEndpointSchema
    .array()
    .parse(list.json)
    .map((row) => row.id);
}

describe('webhook endpoints', () => {
  it('adds, lists, edits, disables, enables and deletes an endpoint, auditing each change', async () => {
    // The demo account's seeded endpoints of the app, listed before the one added here.
    const seeded = await endpointIds('passkeys');
    expect(seeded).toHaveLength(2);
    const added = await add('passkeys', body('/a', ['session.created', 'passkeys.enrollment.revoked']));
    expect(added.status).toBe(201);
    const endpoint = webhookEndpointSchema.parse(added.json);
    expect(endpoint).toMatchObject({
      url: `https://${RECEIVER}/a`,
      description: 'CRM',
      events: ['session.created', 'passkeys.enrollment.revoked'],
      status: 'enabled',
      lastDelivery: null,
    });
    expect(await latestAudit(t.db)).toMatchObject({
      namespace: 'passkeys',
      description: `Webhook endpoint added: https://${RECEIVER}/a`,
    });

    expect(await endpointIds('passkeys', t.tokens.admin)).toEqual([...seeded, endpoint.id]);

    const edited = await t.request('PUT', `/api/passkeys/webhooks/${endpoint.id}`, {
      token: t.tokens.admin,
      body: { ...body('/b'), description: 'CRM v2' },
    });
    expect(webhookEndpointSchema.parse(edited.json)).toMatchObject({
      url: `https://${RECEIVER}/b`,
      description: 'CRM v2',
    });
    expect((await latestAudit(t.db)).description).toBe(`Webhook endpoint updated: https://${RECEIVER}/b`);

    const disabled = await t.request('PUT', `/api/passkeys/webhooks/${endpoint.id}`, {
      token: t.tokens.admin,
      body: { ...body('/b'), description: 'CRM v2', status: 'disabled' },
    });
    expect(webhookEndpointSchema.parse(disabled.json).status).toBe('disabled');
    expect((await latestAudit(t.db)).description).toBe(`Webhook endpoint disabled: https://${RECEIVER}/b`);
    const enabled = await t.request('PUT', `/api/passkeys/webhooks/${endpoint.id}`, {
      token: t.tokens.admin,
      body: { ...body('/b'), description: 'CRM v2', status: 'enabled' },
    });
    expect(webhookEndpointSchema.parse(enabled.json).status).toBe('enabled');
    expect((await latestAudit(t.db)).description).toBe(`Webhook endpoint enabled: https://${RECEIVER}/b`);

    const deleted = await t.request('DELETE', `/api/passkeys/webhooks/${endpoint.id}`, {
      token: t.tokens.owner,
    });
    expect(deleted.status).toBe(200);
    expect((await latestAudit(t.db)).description).toBe(`Webhook endpoint deleted: https://${RECEIVER}/b`);
    expect(await endpointIds('passkeys')).toEqual(seeded);
  });

  it('refuses a sixth endpoint of an app (400 "You can add up to 5 endpoints"), not one of another app', async () => {
    // The seeded endpoints count towards the 5.
    const seeded = await endpointIds('e-form');
    expect(seeded).toHaveLength(2);
    for (let index = seeded.length; index < 5; index += 1)
      expect((await add('e-form', body(`/${index}`))).status).toBe(201);
    expect(await endpointIds('e-form')).toHaveLength(5);
    expect(await add('e-form', body('/6'))).toMatchObject({
      status: 400,
      json: { statusCode: 400, error: 'VALIDATION_FAILED', message: 'You can add up to 5 endpoints' },
    });
    expect(await endpointIds('e-form')).toHaveLength(5);
    expect((await add('payments', body('/6'))).status).toBe(201);
  });

  it('answers 400 with errors[] for bad URLs and events, and refuses a name that resolves to a private address', async () => {
    const http = await add('passkeys', { ...body(), url: 'http://hooks.northwind-contact.com/in' });
    expect(http).toMatchObject({
      status: 400,
      json: {
        error: 'VALIDATION_FAILED',
        errors: [{ field: 'url', message: 'URL must start with https://' }],
      },
    });
    const literal = await add('passkeys', { ...body(), url: 'https://10.0.0.8/in' });
    expect(literal.json).toMatchObject({
      errors: [{ field: 'url', message: 'URL must be publicly reachable' }],
    });
    const resolved = await add('passkeys', { ...body(), url: `https://${INTERNAL}/in` });
    expect(resolved).toMatchObject({
      status: 400,
      json: {
        error: 'VALIDATION_FAILED',
        errors: [{ field: 'url', message: 'URL must be publicly reachable' }],
      },
    });
    const none = await add('passkeys', { ...body(), events: [] });
    expect(none.json).toMatchObject({ errors: [{ field: 'events', message: 'Select at least one event' }] });
    const foreign = await add('passkeys', body('/x', ['payments.refund.succeeded']));
    expect(foreign).toMatchObject({
      status: 400,
      json: { errors: [{ field: 'events', message: 'Unknown event payments.refund.succeeded' }] },
    });
    const long = await add('passkeys', { ...body(), description: 'x'.repeat(101) });
    expect(long.json).toMatchObject({
      errors: [{ field: 'description', message: 'Description must be 100 characters or fewer' }],
    });
  });

  it('keeps each account to its own endpoints and deliveries', async () => {
    const mine = webhookEndpointSchema.parse((await add('one-time-passcode', body('/mine'))).json);
    expect((await t.request('GET', '/api/one-time-passcode/webhooks', { token: otherOwner })).json).toEqual(
      [],
    );
    for (const [method, path, input] of [
      ['PUT', `/api/one-time-passcode/webhooks/${mine.id}`, body('/theirs')],
      ['DELETE', `/api/one-time-passcode/webhooks/${mine.id}`, undefined],
      ['POST', `/api/one-time-passcode/webhooks/${mine.id}/test`, { event: 'session.succeeded' }],
      ['GET', `/api/one-time-passcode/webhooks/${mine.id}/deliveries`, undefined],
    ] as const) {
      const res = await t.request(method, path, { token: otherOwner, body: input });
      expect(res).toMatchObject({ status: 404, json: { message: 'Webhook endpoint not found' } });
    }
    // The same id under another app is not found either.
    expect(
      (await t.request('DELETE', `/api/passkeys/webhooks/${mine.id}`, { token: t.tokens.owner })).status,
    ).toBe(404);
    const theirs = await add('one-time-passcode', body('/theirs'), otherOwner);
    expect(theirs.status).toBe(201);
    const secret = webhookSecretSchema.parse(
      (await t.request('GET', '/api/webhooks/secret', { token: otherOwner })).json,
    );
    const own = webhookSecretSchema.parse(
      (await t.request('GET', '/api/webhooks/secret', { token: t.tokens.owner })).json,
    );
    expect(secret.secret).not.toBe(own.secret);
    expect((await latestAudit(t.db, otherAccount)).description).toBe('Signing secret revealed');
  });
});

describe('test events and deliveries', () => {
  it('sends a real signed test event to the receiver and answers what it said', async () => {
    const endpoint = webhookEndpointSchema.parse((await add('document-signature', body('/test'))).json);
    fake.answerWith(() => ({ status: 200, body: 'thanks' }));
    const before = fake.requests.length;
    const res = await t.request('POST', `/api/document-signature/webhooks/${endpoint.id}/test`, {
      token: t.tokens.admin,
      body: { event: 'session.failed' },
    });
    expect(res.status).toBe(201);
    const result = webhookTestResultSchema.parse(res.json);
    expect(result).toMatchObject({ statusCode: 200 });
    expect(result.error).toBeUndefined();
    expect(fake.requests).toHaveLength(before + 1);
    const request = fake.requests.at(-1);
    expect(request?.url).toBe('/test');
    expect(request?.headers['x-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({
      type: 'session.failed',
      app: 'document-signature',
      data: { session: { status: 'failure', app: 'document-signature' } },
    });

    fake.answerWith(() => ({ status: 500, body: 'down' }));
    const failed = await t.request('POST', `/api/document-signature/webhooks/${endpoint.id}/test`, {
      token: t.tokens.admin,
      body: { event: 'session.succeeded' },
    });
    expect(webhookTestResultSchema.parse(failed.json)).toMatchObject({ statusCode: 500, error: 'HTTP 500' });
    const unknown = await t.request('POST', `/api/document-signature/webhooks/${endpoint.id}/test`, {
      token: t.tokens.admin,
      body: { event: 'passkeys.enrollment.revoked' },
    });
    expect(unknown.json).toMatchObject({
      errors: [{ field: 'event', message: 'Unknown event passkeys.enrollment.revoked' }],
    });

    const deliveries = await t.request('GET', `/api/document-signature/webhooks/${endpoint.id}/deliveries`, {
      token: t.tokens.admin,
    });
    expect(deliveries.headers.get('x-count')).toBe('2');
    const rows = webhookDeliverySchema.array().parse(deliveries.json);
    expect(rows.map((row) => [row.event, row.status, row.statusCode])).toEqual([
      ['session.succeeded', 'failed', 500],
      ['session.failed', 'succeeded', 200],
    ]);
    const endpoints = webhookEndpointSchema
      .array()
      .parse((await t.request('GET', '/api/document-signature/webhooks', { token: t.tokens.admin })).json);
    expect(endpoints.find((row) => row.id === endpoint.id)?.lastDelivery).toMatchObject({
      statusCode: 500,
      succeeded: false,
    });
  });

  it('lists 30 days of deliveries newest first, filtered and paged like the audit log; Retry queues a failed one', async () => {
    // Only this endpoint of the app gets the events below.
    await t.db.deleteFrom('webhook_endpoints').where('app', '=', 'payments').execute();
    const endpoint = webhookEndpointSchema.parse((await add('payments', body('/list'))).json);
    const emit = async () => {
      const session = sampleSession('payments', t.clock.now());
      await t.db.transaction().execute((tx) =>
        webhooksSink(tx, {
          accountId: DEMO_ACCOUNT_ID,
          app: 'payments',
          type: 'session.succeeded',
          at: t.clock.now(),
          session,
        }),
      );
    };
    for (let index = 0; index < 28; index += 1) await emit();
    // Their outcomes as the queue records them (the queue's own tests send them): the newest failed for good after
    // the whole schedule, the others delivered, and the oldest older than 30 days, so no longer listed.
    const ids = (
      await t.db
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('endpoint_id', '=', endpoint.id)
        .orderBy('seq')
        .execute()
    ).map((row) => row.id);
    await t.db
      .updateTable('webhook_deliveries')
      .set({
        status: 'succeeded',
        attempts: 1,
        last_status_code: 200,
        next_attempt_at: null,
        last_attempt_at: t.clock.now(),
      })
      .where('id', 'in', ids.slice(0, -1))
      .execute();
    await t.db
      .updateTable('webhook_deliveries')
      .set({
        status: 'failed',
        attempts: 8,
        last_status_code: 410,
        next_attempt_at: null,
        last_attempt_at: t.clock.now(),
      })
      .where('id', '=', ids.at(-1) ?? '')
      .execute();
    await t.db
      .updateTable('webhook_deliveries')
      .set({ created_at: new Date(t.clock.now().getTime() - 31 * 86_400_000) })
      .where('id', '=', ids[0] ?? '')
      .execute();

    const path = `/api/payments/webhooks/${endpoint.id}/deliveries`;
    const first = await t.request('GET', path, { token: t.tokens.owner });
    expect(first.headers.get('x-count')).toBe('27');
    const page = webhookDeliverySchema.array().parse(first.json);
    expect(page).toHaveLength(25);
    expect(page[0]).toMatchObject({ status: 'failed', statusCode: 410, attempts: 8, nextRetryAt: null });
    // The last key is the page's last delivery id.
    const lastKey = first.headers.get('x-last-key') ?? '';
    expect(lastKey).toBe(page.at(-1)?.id);
    const second = await t.request('GET', `${path}?lastKey=${lastKey}`, { token: t.tokens.owner });
    expect(webhookDeliverySchema.array().parse(second.json)).toHaveLength(2);
    expect(second.headers.get('x-last-key')).toBeNull();
    const failed = await t.request('GET', `${path}?status=failed`, { token: t.tokens.owner });
    expect(failed.headers.get('x-count')).toBe('1');
    const succeeded = await t.request('GET', `${path}?status=succeeded`, { token: t.tokens.owner });
    expect(succeeded.headers.get('x-count')).toBe('26');
    expect((await t.request('GET', `${path}?lastKey=nope`, { token: t.tokens.owner })).status).toBe(400);
    expect((await t.request('GET', `${path}?status=maybe`, { token: t.tokens.owner })).status).toBe(400);

    const failedId = page[0]?.id ?? '';
    const retryPath = `/api/payments/webhooks/deliveries/${failedId}/retry`;
    expect((await t.request('POST', retryPath, { token: otherOwner })).status).toBe(404);
    const retried = await t.request('POST', retryPath, { token: t.tokens.admin });
    expect(retried.status).toBe(201);
    expect(webhookDeliverySchema.parse(retried.json)).toMatchObject({
      status: 'pending',
      nextRetryAt: t.clock.now().toISOString(),
    });
    expect((await latestAudit(t.db)).description).toBe(`Webhook delivery retried: https://${RECEIVER}/list`);
    expect(await t.request('POST', retryPath, { token: t.tokens.admin })).toMatchObject({
      status: 409,
      json: { message: 'Only a failed delivery can be retried' },
    });
    fake.answerWith(() => ({ status: 204 }));
    expect(await runDueDeliveries(t.deps)).toBe(1);
    const [delivered] = webhookDeliverySchema
      .array()
      .parse((await t.request('GET', path, { token: t.tokens.owner })).json);
    expect(delivered).toMatchObject({ id: failedId, status: 'succeeded', statusCode: 204, attempts: 9 });
  }, 30_000);
});

describe('the signing secret', () => {
  it('reveals the current secret (audited) and rotates it with 24 hours of overlap', async () => {
    const shown = await t.request('GET', '/api/webhooks/secret', { token: t.tokens.admin });
    const before = webhookSecretSchema.parse(shown.json);
    expect(before.secret).toMatch(/^whsec_/);
    expect((await latestAudit(t.db)).description).toBe('Signing secret revealed');

    const rotated = await t.request('POST', '/api/webhooks/secret/rotate', { token: t.tokens.owner });
    expect(rotated.status).toBe(201);
    const after = webhookSecretSchema.parse(rotated.json);
    expect(after.secret).not.toBe(before.secret);
    expect(after.previousExpiresAt).toBe(new Date(t.clock.now().getTime() + 86_400_000).toISOString());
    expect(await latestAudit(t.db)).toMatchObject({
      namespace: 'global',
      description: 'Signing secret rotated',
    });
    expect(
      webhookSecretSchema.parse(
        (await t.request('GET', '/api/webhooks/secret', { token: t.tokens.owner })).json,
      ),
    ).toEqual(after);
    // Settings › Developers shows the current secret during the rotation.
    const developer = await t.request('GET', '/api/accounts/developer', { token: t.tokens.owner });
    expect(developer.json).toMatchObject({ webhookSecret: after.secret });

    t.clock.advance(86_400_000);
    const token = await t.sign(CLAIMS.owner);
    expect(
      webhookSecretSchema.parse((await t.request('GET', '/api/webhooks/secret', { token })).json),
    ).toEqual({
      secret: after.secret,
      previousExpiresAt: null,
    });
  });
});
