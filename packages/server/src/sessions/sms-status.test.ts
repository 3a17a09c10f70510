import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSessionWithEventsSchema } from '@console/api-client';
import { DEMO_ACCOUNT_ID } from '../seed/demo-account';
import type { HttpsFake } from '../test/https-fake';
import { startHttpsFake } from '../test/https-fake';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { testCertificate } from '../test/tls';

const PUBLIC_URL = 'https://console.northwind.example';
const SHARED = { accountSid: 'AC_shared_0002', authToken: 'shared-token-2', from: '+15005550006' };

let t: TestApp;
let twilio: HttpsFake;
let secretKey: string;

beforeAll(async () => {
  twilio = await startHttpsFake(() => ({ status: 201, body: { sid: 'SM0001', status: 'queued' } }));
  const { cert } = await testCertificate();
  t = await createTestApp({
    outbound: { timeoutMs: 3000, ca: cert, allowHosts: ['localhost'], resolve: {} },
    publicUrl: PUBLIC_URL,
    twilioApiBase: twilio.url('').replace(/\/$/, ''),
    sharedSms: SHARED,
  });
  ({ secret_key: secretKey } = await t.db
    .selectFrom('accounts')
    .select('secret_key')
    .where('id', '=', DEMO_ACCOUNT_ID)
    .executeTakeFirstOrThrow());
}, 180_000);
afterAll(async () => {
  await t.close();
  await twilio.close();
});

/** A session whose SMS went out through the Twilio fake; answers its id and the message's StatusCallback. */
async function sentSession() {
  const created = await t.request('POST', '/v1/sessions', {
    headers: { authorization: `Bearer ${secretKey}` },
    body: {
      app: 'one-time-passcode',
      phoneNumber: '+447400123456',
      customerRef: 'CUST-77002',
      agent: { id: 'agent-7', name: 'Dana Agent' },
    },
  });
  const { id } = created.json as { id: string };
  await t.jobs.runDueJobs();
  const callback = new URLSearchParams(twilio.requests.at(-1)?.body).get('StatusCallback') ?? '';
  return { id, callback };
}

/** What Twilio sends: a form body signed over the callback URL with `token` (Twilio's own signing code). */
const report = (url: string, params: Record<string, string>, token = SHARED.authToken) =>
  t.request('POST', new URL(url).pathname, {
    rawBody: new URLSearchParams(params).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': getExpectedTwilioSignature(token, url, params),
    },
  });

async function eventTypes(id: string) {
  const res = await t.request('GET', `/v1/sessions/${id}`, {
    headers: { authorization: `Bearer ${secretKey}` },
  });
  return appSessionWithEventsSchema.parse(res.json).events.map((event) => event.type);
}

async function smsOutcome(id: string) {
  const res = await t.request('GET', `/v1/sessions/${id}`, {
    headers: { authorization: `Bearer ${secretKey}` },
  });
  return appSessionWithEventsSchema.parse(res.json).details.sms;
}

describe("Twilio's status callback of a session's SMS", () => {
  it('is named on the message, and a signed "delivered" adds sms.delivered once however often it comes', async () => {
    const { id, callback } = await sentSession();
    expect(callback).toBe(`${PUBLIC_URL}/twilio/sms-status/${id}`);
    const delivered = { MessageSid: 'SM0001', MessageStatus: 'delivered', AccountSid: SHARED.accountSid };
    expect((await report(callback, delivered)).status).toBe(204);
    expect((await report(callback, delivered)).status).toBe(204);
    expect(await eventTypes(id)).toEqual(['session.created', 'sms.sent', 'sms.delivered']);
    // The activity list's SMS column reads the outcome from the session's details.
    expect(await smsOutcome(id)).toBe('delivered');
  });

  it('adds nothing for the steps on the way (queued, sent)', async () => {
    const { id, callback } = await sentSession();
    expect((await report(callback, { MessageSid: 'SM0001', MessageStatus: 'sent' })).status).toBe(204);
    expect(await eventTypes(id)).toEqual(['session.created', 'sms.sent']);
  });

  it("records an undelivered message as sms.failed with Twilio's error code", async () => {
    const { id, callback } = await sentSession();
    const undelivered = { MessageSid: 'SM0001', MessageStatus: 'undelivered', ErrorCode: '30003' };
    expect((await report(callback, undelivered)).status).toBe(204);
    const res = await t.request('GET', `/v1/sessions/${id}`, {
      headers: { authorization: `Bearer ${secretKey}` },
    });
    expect(appSessionWithEventsSchema.parse(res.json).events.at(-1)).toMatchObject({
      type: 'sms.failed',
      detail: 'Twilio error 30003',
    });
    expect(await smsOutcome(id)).toBe('failed');
  });

  it("refuses a report not signed with the sending Twilio's auth token (403), or signed over another URL", async () => {
    const { id, callback } = await sentSession();
    const delivered = { MessageSid: 'SM0001', MessageStatus: 'delivered' };
    expect(await report(callback, delivered, 'someone-elses-token')).toMatchObject({
      status: 403,
      json: { statusCode: 403, error: 'FORBIDDEN' },
    });
    const other = await sentSession();
    const signedForOther = {
      rawBody: new URLSearchParams(delivered).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': getExpectedTwilioSignature(SHARED.authToken, other.callback, delivered),
      },
    };
    expect((await t.request('POST', new URL(callback).pathname, signedForOther)).status).toBe(403);
    expect(await eventTypes(id)).toEqual(['session.created', 'sms.sent']);
  });

  it('answers 404 for a session it does not know', async () => {
    const url = `${PUBLIC_URL}/twilio/sms-status/ses_unknown`;
    expect(await report(url, { MessageStatus: 'delivered' })).toMatchObject({
      status: 404,
      json: { error: 'NOT_FOUND' },
    });
  });
});
