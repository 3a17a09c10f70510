import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appSessionWithEventsSchema, createSessionResponseSchema } from '@console/api-client';
import { DEMO_ACCOUNT_ID } from '../seed/demo-account';
import type { HttpsFake } from '../test/https-fake';
import { startHttpsFake } from '../test/https-fake';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { creditsUsed, putGeneralSettings } from '../test/app-settings';
import { applyCustomerStep } from './create-session';
import { testCertificate } from '../test/tls';

let t: TestApp;
let twilio: HttpsFake;
let datadog: HttpsFake;
let secretKey: string;

const SHARED = { accountSid: 'AC_shared_0001', authToken: 'shared-token', from: '+15005550006' };

const body = (overrides: Record<string, unknown> = {}) => ({
  app: 'one-time-passcode',
  phoneNumber: '+447400123456',
  customerRef: 'CUST-77001',
  agent: { id: 'agent-7', name: 'Dana Agent' },
  ...overrides,
});

const v1 = (
  method: string,
  path: string,
  options: { body?: unknown; key?: string; headers?: Record<string, string> } = {},
) =>
  t.request(method, path, {
    ...(options.body === undefined ? {} : { body: options.body }),
    headers: { authorization: `Bearer ${options.key ?? secretKey}`, ...options.headers },
  });

const twilioOk = () => ({ status: 201, body: { sid: `SM${twilio.requests.length}`, status: 'queued' } });

/** The code in the newest SMS the Twilio fake took. */
const lastCode = () => {
  const text = new URLSearchParams(twilio.requests.at(-1)?.body).get('Body') ?? '';
  return /code is (\d{6})/.exec(text)?.[1] ?? '';
};

async function events(id: string) {
  const res = await v1('GET', `/v1/sessions/${id}`);
  return appSessionWithEventsSchema.parse(res.json);
}

beforeAll(async () => {
  twilio = await startHttpsFake(twilioOk);
  datadog = await startHttpsFake(() => ({ status: 202, body: {} }));
  const { cert } = await testCertificate();
  t = await createTestApp({
    outbound: {
      timeoutMs: 3000,
      ca: cert,
      allowHosts: ['localhost', 'http-intake.logs.datadoghq.com'],
      resolve: { 'http-intake.logs.datadoghq.com:443': `127.0.0.1:${datadog.port}` },
    },
    twilioApiBase: twilio.url('').replace(/\/$/, ''),
    sharedSms: SHARED,
  });
  const account = await t.db
    .selectFrom('accounts')
    .select('secret_key')
    .where('id', '=', DEMO_ACCOUNT_ID)
    .executeTakeFirstOrThrow();
  secretKey = account.secret_key;
}, 180_000);
afterAll(async () => {
  await t.close();
  await twilio.close();
  await datadog.close();
});
beforeEach(async () => {
  twilio.answerWith(twilioOk);
  // Each test starts with no SMS of an earlier test waiting.
  await t.jobs.runDueJobs();
});

describe('/v1 authentication', () => {
  it('refuses a missing or unknown secret key (401), and a widget key is not a secret key', async () => {
    expect(await t.request('POST', '/v1/sessions', { body: body() })).toMatchObject({
      status: 401,
      json: {
        statusCode: 401,
        error: 'UNAUTHENTICATED',
        message: expect.stringContaining('secret key') as string,
      },
    });
    expect((await v1('POST', '/v1/sessions', { body: body(), key: 'sk_live_guess' })).status).toBe(401);
    const { widget_key } = await t.db
      .selectFrom('accounts')
      .select('widget_key')
      .where('id', '=', DEMO_ACCOUNT_ID)
      .executeTakeFirstOrThrow();
    expect((await v1('GET', '/v1/sessions/anything', { key: widget_key })).status).toBe(401);
  });

  it('counts unknown keys per client address (429 past the limit)', async () => {
    const limited = await createTestApp({ rateLimit: { perAddress: 2, perAccount: 1000, windowMs: 60_000 } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push(
          (await limited.request('GET', '/v1/sessions/x', { headers: { authorization: 'Bearer nope' } }))
            .status,
        );
      }
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await limited.close();
    }
  }, 60_000);
});

describe('POST /v1/sessions', () => {
  it('refuses bad bodies with 400 VALIDATION_ERROR and field errors', async () => {
    const res = await v1('POST', '/v1/sessions', { body: body({ phoneNumber: '0740', customerRef: '' }) });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, error: 'VALIDATION_ERROR' });
    const fields = (res.json as { errors: { field: string }[] }).errors.map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['phoneNumber', 'customerRef']));
    const notJson = await t.request('POST', '/v1/sessions', {
      rawBody: '{',
      headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
    });
    expect(notJson).toMatchObject({ status: 400, json: { error: 'VALIDATION_ERROR' } });
    const data = await v1('POST', '/v1/sessions', {
      body: body({ app: 'passkeys', data: { mode: 'sideways' } }),
    });
    expect(data).toMatchObject({ status: 400, json: { errors: [{ field: 'data.mode' }] } });
  });

  it('creates a pending OTP session, sends the code by SMS through Twilio and uses one credit', async () => {
    const before = await t.db
      .selectFrom('billing')
      .select('credits')
      .where('account_id', '=', DEMO_ACCOUNT_ID)
      .where('app', '=', 'one-time-passcode')
      .executeTakeFirstOrThrow();
    const res = await v1('POST', '/v1/sessions', { body: body() });
    expect(res.status).toBe(201);
    const created = createSessionResponseSchema.parse(res.json);
    expect(created).toEqual({ id: created.id, status: 'pending', expiresAt: '2026-11-21T10:05:00.000Z' });
    expect((await events(created.id)).events.map((event) => event.type)).toEqual(['session.created']);

    const sent = twilio.requests.length;
    await t.jobs.runDueJobs();
    expect(twilio.requests.length).toBe(sent + 1);
    const request = twilio.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`/2010-04-01/Accounts/${SHARED.accountSid}/Messages.json`);
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${SHARED.accountSid}:${SHARED.authToken}`).toString('base64')}`,
    );
    const form = new URLSearchParams(request?.body);
    expect(form.get('To')).toBe('+447400123456');
    expect(form.get('From')).toBe(SHARED.from);
    expect(form.get('Body')).toMatch(
      /: your verification code is \d{6}\. It expires in 5 minutes\. Never share it\.$/,
    );

    const session = await events(created.id);
    expect(session.events.map((event) => event.type)).toEqual(['session.created', 'sms.sent']);
    expect(session).toMatchObject({
      status: 'pending',
      customerRef: 'CUST-77001',
      agent: { name: 'Dana Agent' },
    });
    // The code is stored only as a hash.
    const row = await t.db
      .selectFrom('app_sessions')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(lastCode());
    const after = await t.db
      .selectFrom('billing')
      .select('credits')
      .where('account_id', '=', DEMO_ACCOUNT_ID)
      .where('app', '=', 'one-time-passcode')
      .executeTakeFirstOrThrow();
    expect(after.credits).toBe(before.credits + 1);
  });

  it('answers a link for link apps and keeps passkeys mode as details.type', async () => {
    const res = await v1('POST', '/v1/sessions', {
      body: body({ app: 'passkeys', data: { mode: 'enroll' } }),
    });
    expect(res.status).toBe(201);
    const created = createSessionResponseSchema.parse(res.json);
    expect(created.link).toMatch(/\/s\/ses_[0-9A-Za-z]{24}$/);
    expect((await events(created.id)).details).toEqual({ type: 'enrollment' });
    await t.jobs.runDueJobs();
    expect(new URLSearchParams(twilio.requests.at(-1)?.body).get('Body')).toContain(
      `Dana Agent sent you a secure link: ${created.link ?? ''}`,
    );
  });

  it("sends the app's saved SMS content with its display name, link expiry and language (Settings)", async () => {
    const owner = { token: t.tokens.owner };
    const general = await t.request('PUT', '/api/passkeys/settings/general', {
      ...owner,
      body: {
        displayName: 'Acme Care',
        linkExpiryMinutes: 60,
        language: 'fr',
        redirectUrl: '',
        completionMessage: '',
      },
    });
    expect(general.status).toBe(200);
    const template = 'Hi from {companyName}! {agentName} asks you to confirm here: {link}';
    const saved = await t.request('PUT', '/api/passkeys/settings/sms-content', {
      ...owner,
      body: { template },
    });
    expect(saved.status).toBe(200);
    try {
      const res = await v1('POST', '/v1/sessions', {
        body: body({ app: 'passkeys', data: { mode: 'enroll' } }),
      });
      const created = createSessionResponseSchema.parse(res.json);
      expect(created.expiresAt).toBe(new Date(t.clock.now().getTime() + 60 * 60_000).toISOString());
      await t.jobs.runDueJobs();
      expect(new URLSearchParams(twilio.requests.at(-1)?.body).get('Body')).toBe(
        `Hi from Acme Care! Dana Agent asks you to confirm here: ${created.link ?? ''}`,
      );
      const row = await t.db
        .selectFrom('app_sessions')
        .select('locale')
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow();
      expect(row.locale).toBe('fr');
    } finally {
      await t.db.deleteFrom('app_settings').where('account_id', '=', DEMO_ACCOUNT_ID).execute();
    }
  });

  it('replays the first answer for the same Idempotency-Key and body, 409 for another body', async () => {
    const headers = { 'idempotency-key': 'order-123' };
    const sessionCount = async () =>
      Number(
        (
          await t.db
            .selectFrom('app_sessions')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const counted = await sessionCount();
    const first = await v1('POST', '/v1/sessions', { body: body(), headers });
    const again = await v1('POST', '/v1/sessions', {
      // The same body with its keys in another order.
      body: Object.fromEntries(Object.entries(body()).reverse()),
      headers,
    });
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    expect(await sessionCount()).toBe(counted + 1);
    const other = await v1('POST', '/v1/sessions', { body: body({ customerRef: 'CUST-OTHER' }), headers });
    expect(other).toMatchObject({ status: 409, json: { statusCode: 409, error: 'IDEMPOTENCY_CONFLICT' } });
  });

  it('refuses apps that are not active (403) and free trials without credits (402)', async () => {
    expect(
      await v1('POST', '/v1/sessions', { body: body({ app: 'e-form', data: { formId: 'f1' } }) }),
    ).toMatchObject({
      status: 403,
      json: { error: 'APP_INACTIVE' },
    });
    await t.db
      .updateTable('billing')
      .set({ credits: 500 })
      .where('account_id', '=', DEMO_ACCOUNT_ID)
      .where('app', '=', 'identity-verification')
      .execute();
    expect(await v1('POST', '/v1/sessions', { body: body({ app: 'identity-verification' }) })).toMatchObject({
      status: 402,
      json: {
        statusCode: 402,
        error: 'CREDITS_EXHAUSTED',
        message: 'Your free trial credits are used up. Subscribe to keep sending requests.',
      },
    });
  });

  it('records sms.blocked when Twilio says the number unsubscribed, then refuses it (422 SMS_BLOCKED)', async () => {
    twilio.answerWith(() => ({
      status: 400,
      body: { code: 21610, message: 'Attempt to send to unsubscribed recipient', status: 400 },
    }));
    const phoneNumber = '+447400999111';
    const created = await v1('POST', '/v1/sessions', { body: body({ phoneNumber }) });
    await t.jobs.runDueJobs();
    const session = await events((created.json as { id: string }).id);
    expect(session.events.at(-1)).toMatchObject({
      type: 'sms.blocked',
      detail: 'Attempt to send to unsubscribed recipient',
    });
    expect(await v1('POST', '/v1/sessions', { body: body({ phoneNumber }) })).toMatchObject({
      status: 422,
      json: { error: 'SMS_BLOCKED' },
    });
  });

  it('retries an SMS when Twilio fails (5xx) and sends it once it answers', async () => {
    twilio.answerWith(() => ({ status: 503, body: { message: 'busy' } }));
    const created = await v1('POST', '/v1/sessions', { body: body({ phoneNumber: '+447400555001' }) });
    const id = (created.json as { id: string }).id;
    await t.jobs.runDueJobs();
    expect((await events(id)).events.map((event) => event.type)).toEqual(['session.created']);
    twilio.answerWith(twilioOk);
    t.clock.advance(10_000);
    await t.jobs.runDueJobs();
    expect((await events(id)).events.map((event) => event.type)).toEqual(['session.created', 'sms.sent']);
  });
});

describe('OTP check, cancel and the expiry sweep', () => {
  it('checks the code: a miss uses one attempt, the right code succeeds and customer search finds it', async () => {
    const created = await v1('POST', '/v1/sessions', { body: body({ customerRef: 'CUST-OTP-1' }) });
    const id = (created.json as { id: string }).id;
    await t.jobs.runDueJobs();
    const code = lastCode();
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await v1('POST', `/v1/sessions/${id}/check`, { body: { code: wrong } })).json).toEqual({
      status: 'pending',
      attemptsLeft: 2,
    });
    expect((await v1('POST', `/v1/sessions/${id}/check`, { body: { code } })).json).toEqual({
      status: 'success',
      attemptsLeft: 2,
    });
    const session = await events(id);
    expect(session.events.map((event) => event.type)).toEqual([
      'session.created',
      'sms.sent',
      'otp.failed',
      'otp.verified',
      'session.succeeded',
    ]);
    expect(session.completedAt).toBe(t.clock.now().toISOString());
    const search = await t.request('GET', '/api/results/customer?customerRef=CUST-OTP-1', {
      token: t.tokens.owner,
    });
    expect(search.json).toEqual([
      expect.objectContaining({ id, app: 'one-time-passcode', status: 'success' }),
    ]);
    expect((await v1('POST', `/v1/sessions/${id}/check`, { body: { code: 'abc' } })).status).toBe(400);
  });

  it('fails the session after three wrong codes (max_attempts)', async () => {
    const created = await v1('POST', '/v1/sessions', { body: body() });
    const id = (created.json as { id: string }).id;
    await t.jobs.runDueJobs();
    const wrong = lastCode() === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 4; i += 1)
      answers.push((await v1('POST', `/v1/sessions/${id}/check`, { body: { code: wrong } })).json);
    expect(answers).toEqual([
      { status: 'pending', attemptsLeft: 2 },
      { status: 'pending', attemptsLeft: 1 },
      { status: 'failure', attemptsLeft: 0 },
      { status: 'failure', attemptsLeft: 0 },
    ]);
    expect(await events(id)).toMatchObject({ status: 'failure', reason: 'max_attempts' });
  });

  it('cancels a pending session (failure, cancelled); a second cancel is 409; another account sees 404', async () => {
    const created = await v1('POST', '/v1/sessions', {
      body: body({ app: 'passkeys', data: { mode: 'authenticate' } }),
    });
    const id = (created.json as { id: string }).id;
    expect(await v1('POST', `/v1/sessions/${id}/cancel`)).toMatchObject({
      status: 200,
      json: { id, status: 'failure', reason: 'cancelled' },
    });
    expect((await v1('POST', `/v1/sessions/${id}/cancel`)).status).toBe(409);
    // The SMS job of a cancelled session sends nothing.
    const sent = twilio.requests.length;
    await t.jobs.runDueJobs();
    expect(twilio.requests.length).toBe(sent);
    const other = await t.db
      .selectFrom('accounts')
      .select('secret_key')
      .where('id', '!=', DEMO_ACCOUNT_ID)
      .limit(1)
      .executeTakeFirstOrThrow();
    expect((await v1('GET', `/v1/sessions/${id}`, { key: other.secret_key })).status).toBe(404);
  });

  it('times out pending sessions past their expiry in the one-minute sweep, and keeps the daily counts', async () => {
    const day = t.clock.now().toISOString().slice(0, 10);
    const daily = () =>
      t.db
        .selectFrom('session_daily')
        .selectAll()
        .where('account_id', '=', DEMO_ACCOUNT_ID)
        .where('app', '=', 'passkeys')
        .where('day', '=', day)
        .executeTakeFirst();
    const created = await v1('POST', '/v1/sessions', {
      body: body({ app: 'passkeys', data: { mode: 'enroll' }, expiresInMinutes: 1 }),
    });
    const id = (created.json as { id: string }).id;
    await t.jobs.runDueJobs();
    const before = await daily();
    t.clock.advance(2 * 60_000);
    await t.jobs.runDueJobs();
    const session = await events(id);
    expect(session).toMatchObject({ status: 'timeout', reason: 'expired' });
    expect(session.events.at(-1)?.type).toBe('session.timed_out');
    const after = await daily();
    expect(after?.pending).toBe((before?.pending ?? 0) - 1);
    expect(after?.timeout).toBe((before?.timeout ?? 0) + 1);
    // The sweep is kept once and moved to its next minute.
    const sweeps = await t.db.selectFrom('jobs').selectAll().where('kind', '=', 'sessions.sweep').execute();
    expect(sweeps).toHaveLength(1);
    expect(sweeps[0]?.run_at.getTime()).toBe(t.clock.now().getTime() + 60_000);
  });
});

describe('log forwarding', () => {
  it('sends each event as a JSON line to the Datadog destination, with the phone last 4 only', async () => {
    const saved = await t.request('POST', '/api/logging', {
      token: t.tokens.owner,
      body: { destination: 'datadog', datadog: { apiKey: 'dd-key-1', site: 'us1' } },
    });
    expect(saved.status).toBe(201);
    const created = await v1('POST', '/v1/sessions', {
      body: body({ phoneNumber: '+447400123987', customerRef: 'CUST-LOG' }),
    });
    const id = (created.json as { id: string }).id;
    const seen = datadog.requests.length;
    await t.jobs.runDueJobs();
    const lines = datadog.requests.slice(seen).map((request) => {
      expect(request.headers['dd-api-key']).toBe('dd-key-1');
      expect(request.body).not.toContain('+447400123987');
      return (JSON.parse(request.body) as Record<string, unknown>[])[0];
    });
    expect(lines).toEqual([
      expect.objectContaining({
        accountId: DEMO_ACCOUNT_ID,
        app: 'one-time-passcode',
        sessionId: id,
        event: 'session.created',
        status: 'pending',
        customerRef: 'CUST-LOG',
        phoneLast4: '3987',
        timestamp: t.clock.now().toISOString(),
      }),
      expect.objectContaining({ sessionId: id, event: 'sms.sent' }),
    ]);
    await t.request('DELETE', '/api/logging', { token: t.tokens.owner, body: { destination: 'datadog' } });
  });
});

describe('a cancelled subscription', () => {
  it('keeps sending until its billing period ends, then refuses new sessions (403 APP_INACTIVE)', async () => {
    const start = t.clock.now();
    const billingOf = () =>
      t.db
        .selectFrom('billing')
        .selectAll()
        .where('account_id', '=', DEMO_ACCOUNT_ID)
        .where('app', '=', 'passkeys')
        .executeTakeFirstOrThrow();
    const before = await billingOf();
    await t.db
      .updateTable('billing')
      .set({ status: 'subscription' })
      .where('account_id', '=', DEMO_ACCOUNT_ID)
      .where('app', '=', 'passkeys')
      .execute();
    try {
      const cancelled = await t.request('POST', '/api/passkeys/billing/cancel', { token: t.tokens.owner });
      expect(cancelled.status).toBe(201);
      const send = () =>
        v1('POST', '/v1/sessions', { body: body({ app: 'passkeys', data: { mode: 'enroll' } }) });
      expect((await send()).status).toBe(201);
      // The test clock starts on 2026-11-21: the period ends on 1 December (UTC).
      t.clock.set(new Date('2026-11-30T23:59:00Z'));
      expect((await send()).status).toBe(201);
      t.clock.set(new Date('2026-12-01T00:00:00Z'));
      expect(await send()).toMatchObject({ status: 403, json: { error: 'APP_INACTIVE' } });
    } finally {
      t.clock.set(start);
      await t.db
        .updateTable('billing')
        .set({ status: before.status, cancelled_at: null })
        .where('account_id', '=', DEMO_ACCOUNT_ID)
        .where('app', '=', 'passkeys')
        .execute();
    }
  });
});

describe("document signature's reminder SMS (apps.md §3.3, Settings › General)", () => {
  let documentId = '';
  const request = () => body({ app: 'document-signature', data: { documentId } });
  const textOf = (index: number) => new URLSearchParams(twilio.requests.at(index)?.body).get('Body');
  const credits = () => creditsUsed(t, 'document-signature');
  const create = async () =>
    createSessionResponseSchema.parse((await v1('POST', '/v1/sessions', { body: request() })).json).id;
  const saveGeneral = async (fields: Record<string, unknown>) => {
    expect((await putGeneralSettings(t, 'document-signature', fields)).status).toBe(200);
  };

  beforeAll(async () => {
    ({ id: documentId } = await t.db
      .selectFrom('documents')
      .select('id')
      .where('account_id', '=', DEMO_ACCOUNT_ID)
      .where('status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow());
  });

  it('sends the same text again 10 minutes on while the link is unopened, once, and uses no second credit', async () => {
    const id = await create();
    await t.jobs.runDueJobs();
    const sent = twilio.requests.length;
    const usedBefore = await credits();
    t.clock.advance(9 * 60_000);
    await t.jobs.runDueJobs();
    expect(twilio.requests.length).toBe(sent);
    t.clock.advance(60_000);
    await t.jobs.runDueJobs();
    expect(twilio.requests.length).toBe(sent + 1);
    expect(textOf(-1)).toBe(textOf(-2));
    t.clock.advance(60 * 60_000);
    await t.jobs.runDueJobs();
    const session = await events(id);
    expect(session.events.map((event) => event.type).filter((type) => type.startsWith('sms.'))).toEqual([
      'sms.sent',
      'sms.reminder_sent',
    ]);
    expect(session.details).toMatchObject({ requireScrollToEnd: true });
    expect(await credits()).toBe(usedBefore);
  });

  it('sends none once the link was opened, nor while the reminder is off; the scroll rule follows the setting', async () => {
    const opened = await create();
    await t.jobs.runDueJobs();
    await applyCustomerStep(t.deps, opened, { type: 'link.opened' });
    await saveGeneral({ sendReminder: false, requireScrollToEnd: false });
    const off = await create();
    await t.jobs.runDueJobs();
    const sent = twilio.requests.length;
    t.clock.advance(11 * 60_000);
    await t.jobs.runDueJobs();
    expect(twilio.requests.length).toBe(sent);
    expect((await events(opened)).events.map((event) => event.type)).not.toContain('sms.reminder_sent');
    expect((await events(off)).details).toMatchObject({ requireScrollToEnd: false });
    await saveGeneral({ sendReminder: true, requireScrollToEnd: true });
  });
});
