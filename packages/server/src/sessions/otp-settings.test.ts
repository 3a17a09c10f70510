import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appSessionWithEventsSchema, createSessionResponseSchema } from '@console/api-client';
import { DEMO_ACCOUNT_ID } from '../seed/demo-account';
import type { HttpsFake } from '../test/https-fake';
import { startHttpsFake } from '../test/https-fake';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { creditsUsed, putGeneralSettings } from '../test/app-settings';
import { testCertificate } from '../test/tls';

let t: TestApp;
let twilio: HttpsFake;
let secretKey: string;

const twilioOk = () => ({ status: 201, body: { sid: `SM${twilio.requests.length}`, status: 'queued' } });

const otpBody = (phoneNumber: string) => ({
  app: 'one-time-passcode',
  phoneNumber,
  customerRef: 'CUST-OTP-SETTINGS',
  agent: { id: 'agent-7', name: 'Dana Agent' },
});
const post = (phoneNumber: string) =>
  t.request('POST', '/v1/sessions', {
    body: otpBody(phoneNumber),
    headers: { authorization: `Bearer ${secretKey}` },
  });
const session = async (id: string) =>
  appSessionWithEventsSchema.parse(
    (await t.request('GET', `/v1/sessions/${id}`, { headers: { authorization: `Bearer ${secretKey}` } }))
      .json,
  );
const check = async (id: string, code: string) =>
  (
    await t.request('POST', `/v1/sessions/${id}/check`, {
      body: { code },
      headers: { authorization: `Bearer ${secretKey}` },
    })
  ).json;
const lastText = () => new URLSearchParams(twilio.requests.at(-1)?.body).get('Body') ?? '';
const credits = () => creditsUsed(t, 'one-time-passcode');
const saveOtpSettings = async (fields: Record<string, unknown>) => {
  expect((await putGeneralSettings(t, 'one-time-passcode', fields)).status).toBe(200);
};
/** The newest session of a refused request (none is answered). */
const newestFor = async (phoneNumber: string) => {
  const { id } = await t.db
    .selectFrom('app_sessions')
    .select('id')
    .where('phone_number', '=', phoneNumber)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return session(id);
};

beforeAll(async () => {
  twilio = await startHttpsFake(twilioOk);
  const { cert } = await testCertificate();
  t = await createTestApp({
    outbound: { timeoutMs: 3000, ca: cert, allowHosts: ['localhost'], resolve: {} },
    twilioApiBase: twilio.url('').replace(/\/$/, ''),
    sharedSms: { accountSid: 'AC_shared_0001', authToken: 'shared-token', from: '+15005550006' },
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
  await twilio.close();
});
beforeEach(async () => {
  await t.db.deleteFrom('app_settings').where('account_id', '=', DEMO_ACCOUNT_ID).execute();
  await t.jobs.runDueJobs();
});

describe('one-time passcode sessions follow Settings › General (apps.md §3.1)', () => {
  it('by default: 6 digits, 5 minutes, 3 attempts; details count the checks and record the SMS', async () => {
    const res = await post('+447400200001');
    const created = createSessionResponseSchema.parse(res.json);
    expect(created.expiresAt).toBe(new Date(t.clock.now().getTime() + 5 * 60_000).toISOString());
    expect((await session(created.id)).details).toEqual({ attempts: 0, maxAttempts: 3 });
    await t.jobs.runDueJobs();
    const code = /code is (\d+)\. It expires in 5 minutes/.exec(lastText())?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect((await session(created.id)).details).toEqual({ attempts: 0, maxAttempts: 3, sms: 'sent' });
    await check(created.id, code === '000000' ? '111111' : '000000');
    await check(created.id, code);
    expect(await session(created.id)).toMatchObject({
      status: 'success',
      details: { attempts: 2, maxAttempts: 3, sms: 'sent' },
    });
  });

  it('uses the saved code length, lifetime and attempts', async () => {
    await saveOtpSettings({ codeLength: 8, codeLifetimeMinutes: 2, maxAttempts: 1 });
    const created = createSessionResponseSchema.parse((await post('+447400200002')).json);
    expect(created.expiresAt).toBe(new Date(t.clock.now().getTime() + 2 * 60_000).toISOString());
    await t.jobs.runDueJobs();
    const code = /code is (\d+)\. It expires in 2 minutes/.exec(lastText())?.[1] ?? '';
    expect(code).toMatch(/^\d{8}$/);
    expect(await check(created.id, code === '00000000' ? '11111111' : '00000000')).toEqual({
      status: 'failure',
      attemptsLeft: 0,
    });
    expect(await session(created.id)).toMatchObject({
      reason: 'max_attempts',
      details: { attempts: 1, maxAttempts: 1 },
    });
  });

  it('refuses a country outside the allowed ones and a premium-rate number: 422, kept as blocked, not billed', async () => {
    await saveOtpSettings({ allowedCountries: ['US'] });
    const before = await credits();
    const sent = twilio.requests.length;
    expect(await post('+447400200003')).toMatchObject({
      status: 422,
      json: { statusCode: 422, error: 'SMS_BLOCKED', message: 'SMS to this phone number is blocked.' },
    });
    const blocked = await newestFor('+447400200003');
    expect(blocked).toMatchObject({
      status: 'failure',
      reason: 'blocked',
      details: { attempts: 0, maxAttempts: 3, sms: 'blocked' },
    });
    expect(blocked.events.map(({ type, detail }) => [type, detail])).toEqual([
      ['session.created', null],
      ['sms.blocked', 'Country not allowed (GB)'],
      ['session.failed', null],
    ]);
    expect((await post('+12125550123')).status).toBe(201);
    expect((await post('+19005550123')).status).toBe(422);
    expect((await newestFor('+19005550123')).events[1]).toMatchObject({ detail: 'Premium-rate number' });
    await t.jobs.runDueJobs();
    expect(twilio.requests.length).toBe(sent + 1);
    expect(await credits()).toBe(before + 1);

    await saveOtpSettings({ allowedCountries: [], blockHighRiskNumbers: false });
    expect((await post('+19005550123')).status).toBe(201);
  });

  it('sends at most 5 codes per phone per hour: the 6th is 429 with Retry-After, kept as blocked', async () => {
    const phone = '+447400200004';
    for (let i = 0; i < 5; i += 1) expect((await post(phone)).status).toBe(201);
    t.clock.advance(10 * 60_000);
    const refused = await post(phone);
    expect(refused).toMatchObject({
      status: 429,
      json: { error: 'RATE_LIMITED', message: 'At most 5 codes can be sent to a phone number per hour.' },
    });
    expect(refused.headers.get('retry-after')).toBe(String(50 * 60));
    expect(await newestFor(phone)).toMatchObject({ reason: 'blocked', details: { sms: 'blocked' } });
    // Blocked sends do not count; an hour after the first code, the next goes out.
    expect((await post(phone)).status).toBe(429);
    t.clock.advance(50 * 60_000);
    expect((await post(phone)).status).toBe(201);
  });
});
