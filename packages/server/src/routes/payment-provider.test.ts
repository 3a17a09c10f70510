import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADYEN_CURRENCIES,
  PAYMENT_PROVIDER_MESSAGES,
  STRIPE_CALLBACK_PATH,
  STRIPE_CONNECT_STATE_TTL_MS,
} from '@console/api-client';
import { ERROR_MESSAGES } from '@console/api-client/rules';
import { createSecretBox } from '../crypto/secret-box';
import { SECRET_PLACES } from '../crypto/secret-places';
import { resealStoredSecrets } from '../crypto/stored-secrets';
import { DEMO_ACCOUNT_ID } from '../seed/demo-account';
import { startHttpsFake } from '../test/https-fake';
import type { HttpsFake } from '../test/https-fake';
import {
  FAKE_STRIPE_ACCOUNT,
  FAKE_STRIPE_CODE,
  FAKE_STRIPE_PLATFORM,
  startStripeFake,
} from '../test/stripe-fake';
import type { StripeFake } from '../test/stripe-fake';
import type { TestApp } from '../test/test-app';
import { cookieFrom, createTestApp, TEST_SECRETS_KEY } from '../test/test-app';
import { latestAudit } from '../test/audit';
import { testCertificate } from '../test/tls';
import { TEST_NOW } from '../test/test-database';

const PATH = '/api/payments/provider';
const PUBLIC_URL = 'https://console.northwind.test';
const ADYEN_KEY = 'AQEyhmfxK4_adyen_secret_key';
/** The key a rotation moves to (32 bytes, hex). */
const NEXT_SECRETS_KEY = 'a1'.repeat(32);
const adyenBody = (overrides: Record<string, unknown> = {}) => ({
  provider: 'adyen',
  adyen: { apiKey: ADYEN_KEY, merchantAccount: 'NorthwindECOM', environment: 'test', ...overrides },
});

let t: TestApp;
let unconfigured: TestApp;
let stripe: StripeFake;
let adyen: HttpsFake;
let otherOwner: string;

beforeAll(async () => {
  stripe = await startStripeFake();
  adyen = await startHttpsFake(({ headers }) =>
    headers['x-api-key'] === ADYEN_KEY
      ? {
          body: {
            id: 'S2-ws',
            companyName: 'Northwind Contact',
            associatedMerchantAccounts: ['NorthwindECOM'],
          },
        }
      : {
          status: 401,
          body: {
            type: 'https://docs.adyen.com/errors/unauthorized',
            title: 'Unauthorized',
            status: 401,
            detail: 'Not authorized to access this service.',
            errorCode: '00_401',
          },
        },
  );
  const { cert } = await testCertificate();
  const outbound = {
    timeoutMs: 10_000,
    ca: cert,
    allowHosts: [
      'connect.stripe.com',
      'api.stripe.com',
      'management-test.adyen.com',
      'management-live.adyen.com',
    ],
    resolve: {
      ...stripe.resolve,
      'management-test.adyen.com:443': `127.0.0.1:${adyen.port}`,
      'management-live.adyen.com:443': `127.0.0.1:${adyen.port}`,
    },
  };
  t = await createTestApp({ publicUrl: PUBLIC_URL, stripe: FAKE_STRIPE_PLATFORM, outbound });
  unconfigured = await createTestApp({ outbound });
  const other = await t.otherAccountOwner();
  otherOwner = other.token;
}, 180_000);
afterAll(async () => {
  await Promise.all([t.close(), unconfigured.close(), stripe.close(), adyen.close()]);
});
beforeEach(async () => {
  await t.request('DELETE', PATH, { token: t.tokens.owner });
  await t.request('DELETE', PATH, { token: otherOwner });
  t.clock.set(TEST_NOW);
});

/** Starts a Stripe connection: the state the authorize address carries and the browser's binding cookie. */
async function startStripe(token = t.tokens.admin) {
  const res = await t.request('POST', `${PATH}/connect`, { token, body: { provider: 'stripe' } });
  expect(res.status).toBe(201);
  const url = new URL((res.json as { url: string }).url);
  return { url, state: url.searchParams.get('state') ?? '', cookie: cookieFrom(res) };
}

describe('roles', () => {
  it('owner, admin and ghost; a supervisor is refused (403) and no token is 401', async () => {
    for (const token of [t.tokens.owner, t.tokens.admin, t.tokens.ghost])
      expect((await t.request('GET', PATH, { token })).status).toBe(200);
    for (const [method, path, body] of [
      ['GET', PATH, undefined],
      ['POST', `${PATH}/connect`, { provider: 'stripe' }],
      ['POST', `${PATH}/callback`, { code: 'c', state: 's' }],
      ['POST', `${PATH}/test`, adyenBody()],
      ['PUT', PATH, adyenBody()],
      ['DELETE', PATH, undefined],
    ] as const) {
      const res = await t.request(method, path, { token: t.tokens.supervisor, body });
      expect(res.json).toEqual({ statusCode: 403, error: 'FORBIDDEN', message: ERROR_MESSAGES.FORBIDDEN });
      expect((await t.request(method, path, { body })).status).toBe(401);
    }
  });
});

describe('Stripe Connect', () => {
  it("answers Stripe Connect's authorize address with a one-time state and the console's callback page", async () => {
    const { url, state } = await startStripe();
    expect(`${url.origin}${url.pathname}`).toBe('https://connect.stripe.com/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: FAKE_STRIPE_PLATFORM.clientId,
      scope: 'read_write',
      state,
      redirect_uri: `${PUBLIC_URL}${STRIPE_CALLBACK_PATH}`,
    });
    expect(state.length).toBeGreaterThanOrEqual(32);
    expect((await startStripe()).state).not.toBe(state);
  });

  it('exchanges the code at Stripe, reads the account and its currencies, stores the token sealed, audits', async () => {
    const { state, cookie } = await startStripe();
    const before = stripe.requests.length;
    const res = await t.request('POST', `${PATH}/callback`, {
      token: t.tokens.admin,
      body: { code: FAKE_STRIPE_CODE, state },
      headers: { cookie },
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      provider: 'stripe',
      accountId: FAKE_STRIPE_ACCOUNT.id,
      accountName: FAKE_STRIPE_ACCOUNT.name,
      livemode: false,
      connectedAt: TEST_NOW.toISOString(),
    });
    const calls = stripe.requests.slice(before);
    expect(calls.map((call) => `${call.method} ${String(call.headers.host)} ${call.url}`)).toEqual([
      'POST connect.stripe.com /oauth/token',
      `GET api.stripe.com /v1/accounts/${FAKE_STRIPE_ACCOUNT.id}`,
      `GET api.stripe.com /v1/country_specs/${FAKE_STRIPE_ACCOUNT.country}`,
    ]);
    expect(calls[0]?.headers.authorization).toBe(`Bearer ${FAKE_STRIPE_PLATFORM.secretKey}`);
    expect(Object.fromEntries(new URLSearchParams(calls[0]?.body))).toMatchObject({
      grant_type: 'authorization_code',
      code: FAKE_STRIPE_CODE,
    });

    const got = await t.request('GET', PATH, { token: t.tokens.owner });
    expect(got.json).toEqual({
      ...(res.json as object),
      connectedBy: { firstName: 'Marcus', lastName: 'Reed' },
      currencies: ['GBP', 'EUR', 'USD'],
    });
    expect(got.text).not.toContain(FAKE_STRIPE_ACCOUNT.accessToken);
    const row = await t.db
      .selectFrom('payment_providers')
      .select('secret')
      .where('account_id', '=', DEMO_ACCOUNT_ID)
      .executeTakeFirstOrThrow();
    expect(row.secret).toMatch(/^sb2\./);
    expect(t.deps.secrets.open(row.secret, SECRET_PLACES.paymentProviderSecret(DEMO_ACCOUNT_ID))).toBe(
      FAKE_STRIPE_ACCOUNT.accessToken,
    );
    expect(await latestAudit(t.db)).toMatchObject({
      description: 'Stripe has been connected',
      event: 'payments.provider-connected',
      namespace: 'payments',
    });
    stripe.issueCode(FAKE_STRIPE_CODE);
  });

  it('refuses a state never given, used, expired, or started by another admin or account (400 OAUTH_STATE_INVALID)', async () => {
    const invalid = {
      statusCode: 400,
      error: 'OAUTH_STATE_INVALID',
      message: PAYMENT_PROVIDER_MESSAGES.stateInvalid,
    };
    const callback = ({ state, cookie }: { state: string; cookie: string }, token = t.tokens.admin) =>
      t.request('POST', `${PATH}/callback`, {
        token,
        body: { code: FAKE_STRIPE_CODE, state },
        headers: { cookie },
      });
    const mine = await startStripe();
    expect((await callback({ state: 'never-given', cookie: mine.cookie })).json).toEqual(invalid);

    const byOwner = await startStripe(t.tokens.owner);
    expect((await callback(byOwner)).json).toEqual(invalid);
    // Taken by the refused try: not even its own admin can use it now.
    expect((await callback(byOwner, t.tokens.owner)).json).toEqual(invalid);

    const other = await startStripe(otherOwner);
    expect((await callback(other)).json).toEqual(invalid);

    // A code and state sent in a link: the same admin in another browser connects nothing.
    const linked = await startStripe();
    expect((await callback({ state: linked.state, cookie: '' })).json).toEqual(invalid);
    expect((await callback({ state: linked.state, cookie: mine.cookie })).json).toEqual(invalid);

    const old = await startStripe();
    t.clock.advance(STRIPE_CONNECT_STATE_TTL_MS);
    expect((await callback(old)).json).toEqual(invalid);
    expect((await t.request('GET', PATH, { token: t.tokens.admin })).json).toEqual({});
  });

  it("a code Stripe refuses is 422 with Stripe's words, and nothing is stored", async () => {
    const { state, cookie } = await startStripe();
    const res = await t.request('POST', `${PATH}/callback`, {
      token: t.tokens.admin,
      body: { code: 'ac_unknown', state },
      headers: { cookie },
    });
    expect(res.json).toEqual({
      statusCode: 422,
      error: 'PAYMENT_PROVIDER_FAILED',
      message: 'Authorization code does not exist: ac_unknown',
    });
    expect((await t.request('GET', PATH, { token: t.tokens.admin })).json).toEqual({});
  });

  it('disconnecting deauthorises the account at Stripe, forgets it and audits', async () => {
    const { state, cookie } = await startStripe();
    await t.request('POST', `${PATH}/callback`, {
      token: t.tokens.admin,
      body: { code: FAKE_STRIPE_CODE, state },
      headers: { cookie },
    });
    stripe.issueCode(FAKE_STRIPE_CODE);
    const before = stripe.requests.length;
    expect((await t.request('DELETE', PATH, { token: t.tokens.owner })).status).toBe(200);
    const [deauthorize] = stripe.requests.slice(before);
    expect([deauthorize?.method, deauthorize?.url]).toEqual(['POST', '/oauth/deauthorize']);
    expect(Object.fromEntries(new URLSearchParams(deauthorize?.body))).toEqual({
      client_id: FAKE_STRIPE_PLATFORM.clientId,
      stripe_user_id: FAKE_STRIPE_ACCOUNT.id,
    });
    expect((await t.request('GET', PATH, { token: t.tokens.owner })).json).toEqual({});
    expect(await latestAudit(t.db)).toMatchObject({
      description: 'Stripe has been disconnected',
      event: 'payments.provider-disconnected',
    });
  });

  it('without platform credentials connecting Stripe is refused saying what to set', async () => {
    const res = await unconfigured.request('POST', `${PATH}/connect`, {
      token: unconfigured.tokens.admin,
      body: { provider: 'stripe' },
    });
    expect(res.json).toEqual({
      statusCode: 400,
      error: 'PAYMENT_PROVIDER_UNAVAILABLE',
      message: ERROR_MESSAGES.PAYMENT_PROVIDER_UNAVAILABLE,
    });
  });
});

describe('Adyen', () => {
  it("Test calls Adyen's Management API GET /v3/me with the key and answers Adyen's refusal", async () => {
    const before = adyen.requests.length;
    const ok = await t.request('POST', `${PATH}/test`, { token: t.tokens.admin, body: adyenBody() });
    expect(ok.json).toEqual({ wasSuccessful: true });
    const [call] = adyen.requests.slice(before);
    expect([call?.method, call?.headers.host, call?.url]).toEqual([
      'GET',
      'management-test.adyen.com',
      '/v3/me',
    ]);
    expect(call?.headers['x-api-key']).toBe(ADYEN_KEY);
    const live = await t.request('POST', `${PATH}/test`, {
      token: t.tokens.admin,
      body: adyenBody({ environment: 'live' }),
    });
    expect(live.json).toEqual({ wasSuccessful: true });
    expect(adyen.requests.at(-1)?.headers.host).toBe('management-live.adyen.com');
    const refused = await t.request('POST', `${PATH}/test`, {
      token: t.tokens.admin,
      body: adyenBody({ apiKey: 'wrong' }),
    });
    expect(refused.json).toEqual({ wasSuccessful: false, message: 'Not authorized to access this service.' });
    const otherMerchant = await t.request('POST', `${PATH}/test`, {
      token: t.tokens.admin,
      body: adyenBody({ merchantAccount: 'SomeoneElse' }),
    });
    expect(otherMerchant.json).toEqual({
      wasSuccessful: false,
      message: 'This API key has no access to the merchant account SomeoneElse',
    });
  });

  it('saving tests first, stores the key sealed and never answers it; one provider at a time', async () => {
    const refused = await t.request('PUT', PATH, {
      token: t.tokens.admin,
      body: adyenBody({ apiKey: 'wrong' }),
    });
    expect(refused.json).toEqual({
      statusCode: 422,
      error: 'PAYMENT_PROVIDER_FAILED',
      message: 'Not authorized to access this service.',
    });
    expect((await t.request('GET', PATH, { token: t.tokens.admin })).json).toEqual({});

    const saved = await t.request('PUT', PATH, { token: t.tokens.admin, body: adyenBody() });
    expect(saved.json).toEqual({
      provider: 'adyen',
      accountId: 'NorthwindECOM',
      accountName: 'Northwind Contact',
      livemode: false,
      connectedAt: TEST_NOW.toISOString(),
    });
    const got = await t.request('GET', PATH, { token: t.tokens.owner });
    expect(got.json).toEqual({
      ...(saved.json as object),
      connectedBy: { firstName: 'Marcus', lastName: 'Reed' },
      currencies: [...ADYEN_CURRENCIES],
    });
    expect(got.text).not.toContain(ADYEN_KEY);
    const row = await t.db
      .selectFrom('payment_providers')
      .select('secret')
      .where('account_id', '=', DEMO_ACCOUNT_ID)
      .executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(ADYEN_KEY);
    expect(t.deps.secrets.open(row.secret, SECRET_PLACES.paymentProviderSecret(DEMO_ACCOUNT_ID))).toBe(
      ADYEN_KEY,
    );
    expect(await latestAudit(t.db)).toMatchObject({ description: 'Adyen has been connected' });

    const conflict = { statusCode: 409, error: 'CONFLICT', message: PAYMENT_PROVIDER_MESSAGES.oneAtATime };
    expect(
      (await t.request('POST', `${PATH}/connect`, { token: t.tokens.admin, body: { provider: 'stripe' } }))
        .json,
    ).toEqual(conflict);

    const stripeCalls = stripe.requests.length;
    expect((await t.request('DELETE', PATH, { token: t.tokens.admin })).status).toBe(200);
    expect(stripe.requests.length).toBe(stripeCalls);
    expect(await latestAudit(t.db)).toMatchObject({ description: 'Adyen has been disconnected' });
  });

  it('a key rotation seals the stored key again with the new key', async () => {
    await t.request('PUT', PATH, { token: t.tokens.admin, body: adyenBody() });
    const place = SECRET_PLACES.paymentProviderSecret(DEMO_ACCOUNT_ID);
    const stored = async () =>
      (
        await t.db
          .selectFrom('payment_providers')
          .select('secret')
          .where('account_id', '=', DEMO_ACCOUNT_ID)
          .executeTakeFirstOrThrow()
      ).secret;
    const before = await stored();
    const rotating = createSecretBox(NEXT_SECRETS_KEY, [TEST_SECRETS_KEY]);
    expect(await resealStoredSecrets(t.db, rotating, { rotate: true })).toBeGreaterThanOrEqual(1);
    const after = await stored();
    expect(after).not.toBe(before);
    expect(createSecretBox(NEXT_SECRETS_KEY).open(after, place)).toBe(ADYEN_KEY);
    // Back to the tests' key for the rest of the file.
    await resealStoredSecrets(t.db, createSecretBox(TEST_SECRETS_KEY, [NEXT_SECRETS_KEY]), { rotate: true });
  });

  it('another account sees only its own connection', async () => {
    await t.request('PUT', PATH, { token: t.tokens.admin, body: adyenBody() });
    expect((await t.request('GET', PATH, { token: otherOwner })).json).toEqual({});
    expect((await t.request('DELETE', PATH, { token: otherOwner })).status).toBe(200);
    expect((await t.request('GET', PATH, { token: t.tokens.admin })).json).toMatchObject({
      provider: 'adyen',
    });
  });

  it('bad bodies are 400 with statusCode, code, message and errors[] under their fields', async () => {
    const res = await t.request('PUT', PATH, {
      token: t.tokens.admin,
      body: { provider: 'adyen', adyen: { apiKey: '', merchantAccount: ' ', environment: 'staging' } },
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, error: 'VALIDATION_FAILED' });
    expect((res.json as { errors: { field: string; message: string }[] }).errors).toEqual([
      { field: 'adyen.apiKey', message: PAYMENT_PROVIDER_MESSAGES.apiKeyRequired },
      { field: 'adyen.merchantAccount', message: PAYMENT_PROVIDER_MESSAGES.merchantAccountRequired },
      { field: 'adyen.environment', message: expect.any(String) as string },
    ]);
    const noState = await t.request('POST', `${PATH}/callback`, {
      token: t.tokens.admin,
      body: { code: 'c' },
    });
    expect(noState.json).toMatchObject({ statusCode: 400, errors: [{ field: 'state' }] });
  });
});
