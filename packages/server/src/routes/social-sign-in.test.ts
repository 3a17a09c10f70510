import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OAuthProvider } from '@console/api-client';
import { ssoAuthorizeResponseSchema, tokenResponseSchema } from '@console/api-client';
import { loadConfig } from '../config';
import { DEMO_ACCOUNT_ID, DEMO_ADMIN_IDS } from '../seed/demo-account';
import { fingerprint } from '../test/fingerprint';
import type { OidcProvider, UserClaims } from '../test/oidc-provider';
import { startOidcProvider } from '../test/oidc-provider';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { testCertificate } from '../test/tls';

let t: TestApp;
let idp: OidcProvider;
const client = { clientId: 'console-client', clientSecret: 'console-secret' };
const OWNER_EMAIL = 'olivia.bennett@northwind-contact.com';
const ADMIN_EMAIL = 'marcus.reed@northwind-contact.com';

beforeAll(async () => {
  const { cert } = await testCertificate();
  idp = await startOidcProvider(client);
  // Both issuers as the server reads them from its environment: the redirect URIs are derived.
  const { google, microsoft } = loadConfig({
    PUBLIC_URL: 'http://localhost:3000',
    GOOGLE_ISSUER: idp.issuer,
    GOOGLE_CLIENT_ID: client.clientId,
    GOOGLE_CLIENT_SECRET: client.clientSecret,
    MICROSOFT_ISSUER: idp.issuer,
    MICROSOFT_CLIENT_ID: client.clientId,
    MICROSOFT_CLIENT_SECRET: client.clientSecret,
  });
  t = await createTestApp({
    google,
    microsoft,
    outbound: { timeoutMs: 3000, ca: cert, allowHosts: ['localhost'], resolve: {} },
  });
}, 180_000);
afterAll(async () => {
  await t.close();
  await idp.close();
});

const claimsOf = async (body: unknown) => t.deps.tokens.verify(tokenResponseSchema.parse(body).token);

/** Starts a sign-in as a browser would: the authorize URL and the browser's binding cookie. */
async function start(provider: OAuthProvider, intent: 'sign-in' | 'sign-up' = 'sign-in') {
  const res = await t.request('POST', `/api/oauth/${provider}/authorize`, { body: { intent } });
  expect(res.status).toBe(201);
  const setCookie = res.headers.get('set-cookie') ?? '';
  return {
    url: ssoAuthorizeResponseSchema.parse(res.json).url,
    setCookie,
    cookie: setCookie.split(';')[0] ?? '',
  };
}

/** The whole Google journey: start, sign in at the provider as `claims`, post code and state back. */
async function googleSignIn(claims: UserClaims, intent: 'sign-in' | 'sign-up' = 'sign-in') {
  const { url, cookie } = await start('google', intent);
  const { code, state } = idp.authorize(url, claims);
  return t.request('POST', '/api/oauth/google/callback', { body: { code, state }, headers: { cookie } });
}

async function microsoftCallback(claims: UserClaims, intent: 'sign-in' | 'sign-up' = 'sign-in') {
  const { url, cookie } = await start('azure', intent);
  const { code, state } = idp.authorize(url, claims);
  const res = await t.app.request(`/api/app/oauth/azure/callback?code=${code}&state=${state}`, {
    headers: { cookie },
  });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') ?? '', 'http://localhost:3000');
}

describe('POST /api/oauth/{provider}/authorize', () => {
  it('builds the authorize URL on the server: one redirect URI from PUBLIC_URL, PKCE S256, state, nonce', async () => {
    const { url, setCookie } = await start('google');
    const query = Object.fromEntries(new URL(url).searchParams);
    expect(url.startsWith(`${idp.issuer}/authorize?`)).toBe(true);
    expect(query).toMatchObject({
      client_id: client.clientId,
      response_type: 'code',
      redirect_uri: 'http://localhost:3000/sso/callback',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(query.state).toMatch(/^google\./);
    expect(query.nonce).toBeTruthy();
    expect(query.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(setCookie).toMatch(/^console_oauth=[\w-]{43}; Max-Age=600; Path=\/api; HttpOnly; SameSite=Lax$/);
    const azure = new URL((await start('azure')).url);
    expect(azure.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/app/oauth/azure/callback');
  });

  it('refuses an unknown provider or intent', async () => {
    expect(
      (await t.request('POST', '/api/oauth/github/authorize', { body: { intent: 'sign-in' } })).status,
    ).toBe(404);
    expect(
      (await t.request('POST', '/api/oauth/google/authorize', { body: { intent: 'join' } })).status,
    ).toBe(400);
  });
});

describe('Google sign-in (POST /api/oauth/google/callback)', () => {
  it('signs an admin in by verified e-mail, then by the bound Google subject', async () => {
    const res = await googleSignIn({ sub: 'g-admin', email: ADMIN_EMAIL, email_verified: true });
    expect(res.status).toBe(201);
    expect(await claimsOf(res.json)).toMatchObject({
      acc: DEMO_ACCOUNT_ID,
      sub: DEMO_ADMIN_IDS.admin,
      role: 'admin',
    });
    // The Google account's address changed since: the subject still names the same admin.
    const again = await googleSignIn({ sub: 'g-admin', email: 'marcus@gmail.com', email_verified: false });
    expect(await claimsOf(again.json)).toMatchObject({ sub: DEMO_ADMIN_IDS.admin });
  });

  it('refuses an e-mail Google has not verified, and stores nothing', async () => {
    const before = await fingerprint(t.db);
    for (const claims of [
      { sub: 'g-unverified', email: OWNER_EMAIL, email_verified: false },
      { sub: 'g-unverified', email: OWNER_EMAIL },
    ]) {
      const res = await googleSignIn(claims, 'sign-up');
      expect(res).toMatchObject({ status: 401, json: { error: 'UNAUTHENTICATED' } });
    }
    expect(await fingerprint(t.db)).toEqual(before);
  });

  it("refuses a missing, forged, replayed, expired or other browser's state with 400", async () => {
    const claims = { sub: 'g-owner', email: OWNER_EMAIL, email_verified: true };
    const missing = await t.request('POST', '/api/oauth/google/callback', { body: { code: 'c' } });
    expect(missing.status).toBe(400);

    const forged = await t.request('POST', '/api/oauth/google/callback', {
      body: { code: 'c', state: 'google.forged' },
      headers: { cookie: (await start('google')).cookie },
    });
    expect(forged).toMatchObject({ status: 400, json: { error: 'OAUTH_STATE_INVALID' } });

    const first = await start('google');
    const { code, state } = idp.authorize(first.url, claims);
    const elsewhere = await t.request('POST', '/api/oauth/google/callback', {
      body: { code, state },
      headers: { cookie: `console_oauth=${'x'.repeat(43)}` },
    });
    expect(elsewhere).toMatchObject({ status: 400, json: { error: 'OAUTH_STATE_INVALID' } });

    const second = await start('google');
    const granted = idp.authorize(second.url, claims);
    const ok = await t.request('POST', '/api/oauth/google/callback', {
      body: granted,
      headers: { cookie: second.cookie },
    });
    expect(ok.status).toBe(201);
    const replay = await t.request('POST', '/api/oauth/google/callback', {
      body: { code: granted.code, state: granted.state },
      headers: { cookie: second.cookie },
    });
    expect(replay).toMatchObject({ status: 400, json: { error: 'OAUTH_STATE_INVALID' } });

    const late = await start('google');
    const lateGrant = idp.authorize(late.url, claims);
    t.clock.advance(11 * 60_000);
    const expired = await t.request('POST', '/api/oauth/google/callback', {
      body: { code: lateGrant.code, state: lateGrant.state },
      headers: { cookie: late.cookie },
    });
    expect(expired).toMatchObject({ status: 400, json: { error: 'OAUTH_STATE_INVALID' } });
  });

  it('refuses a code redeemed with another PKCE verifier', async () => {
    const { url, cookie } = await start('google');
    const { code, state } = idp.authorize(url, { sub: 'g-owner', email: OWNER_EMAIL, email_verified: true });
    await t.db
      .updateTable('oauth_states')
      .set({ code_verifier: 'x'.repeat(43) })
      .where('state', '=', state)
      .execute();
    const res = await t.request('POST', '/api/oauth/google/callback', {
      body: { code, state },
      headers: { cookie },
    });
    expect(res).toMatchObject({ status: 401, json: { error: 'UNAUTHENTICATED' } });
    // The token request carried the stored verifier, which does not match the challenge the provider saw.
    const tokenRequest = idp.requests.filter((request) => request.url === '/token').at(-1);
    expect(new URLSearchParams(tokenRequest?.body).get('code_verifier')).toBe('x'.repeat(43));
  });

  it('turns a pending invitation into an admin with its role, for a verified e-mail', async () => {
    const res = await googleSignIn({
      sub: 'g-invited',
      email: 'sam.okafor@northwind-contact.com',
      email_verified: true,
      given_name: 'Sam',
      family_name: 'Okafor',
    });
    expect(await claimsOf(res.json)).toMatchObject({ acc: DEMO_ACCOUNT_ID, role: 'supervisor' });
  });

  it('creates accounts only on sign-up: a sign-in of someone unknown is ADMIN_NOT_FOUND and stores nothing', async () => {
    const newcomer = {
      sub: 'g-new',
      email: 'ceo@brand-new.example',
      email_verified: true,
      given_name: 'Ceo',
    };
    const before = await fingerprint(t.db);
    const refused = await googleSignIn(newcomer, 'sign-in');
    expect(refused).toMatchObject({
      status: 403,
      json: {
        error: 'ADMIN_NOT_FOUND',
        message: 'Please contact your account administrator to be added as an administrator on the account.',
      },
    });
    const { oauth_states: _states, ...stored } = await fingerprint(t.db);
    const { oauth_states: _before, ...expected } = before;
    expect(stored).toEqual(expected);

    const res = await googleSignIn(newcomer, 'sign-up');
    const claims = await claimsOf(res.json);
    expect(claims.role).toBe('owner');
    const account = await t.db
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', claims.acc)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ provider: 'google', has_onboarded: false, name: 'Brand-new' });
  });

  it('answers ACCOUNT_EXISTS (409) for a colleague of an existing account, on sign-in and sign-up', async () => {
    for (const intent of ['sign-in', 'sign-up'] as const) {
      const res = await googleSignIn(
        { sub: `g-colleague-${intent}`, email: 'newbie@northwind-contact.com', email_verified: true },
        intent,
      );
      expect(res).toMatchObject({
        status: 409,
        json: {
          error: 'ACCOUNT_EXISTS',
          message:
            'An account already exists for your company. Please contact your administrator to get access.',
        },
      });
    }
  });
});

describe('Microsoft sign-in (GET /api/app/oauth/azure/callback)', () => {
  const TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';

  it("refuses an unverified e-mail claim equal to an admin's address (nOAuth)", async () => {
    const before = await fingerprint(t.db);
    const location = await microsoftCallback(
      {
        sub: 'pairwise-attacker',
        tid: 'attacker-tenant',
        oid: 'attacker-object',
        email: OWNER_EMAIL,
        preferred_username: OWNER_EMAIL,
      },
      'sign-up',
    );
    expect(location.pathname).toBe('/sso/callback');
    expect(location.searchParams.get('error_description')).toMatch(/has not verified your e-mail address/);
    const { oauth_states: _states, ...stored } = await fingerprint(t.db);
    const { oauth_states: _before, ...expected } = before;
    expect(stored).toEqual(expected);
  });

  it('binds a verified e-mail (xms_edov) to the tenant and object ids, then matches by them only', async () => {
    const owner = {
      sub: 'pairwise-owner',
      tid: TENANT,
      oid: 'owner-object',
      email: OWNER_EMAIL,
      xms_edov: true,
    };
    const location = await microsoftCallback(owner);
    expect(location.pathname).toBe('/');
    expect(await t.deps.tokens.verify(location.searchParams.get('token') ?? '')).toMatchObject({
      sub: DEMO_ADMIN_IDS.owner,
    });
    // The user renamed their address: the ids still name the owner.
    const renamed = await microsoftCallback({ ...owner, email: 'someone.else@example.com', xms_edov: false });
    expect(await t.deps.tokens.verify(renamed.searchParams.get('token') ?? '')).toMatchObject({
      sub: DEMO_ADMIN_IDS.owner,
    });
    // Another object of the same tenant claiming the owner's address, unverified: refused.
    const other = await microsoftCallback({
      ...owner,
      sub: 'pairwise-2',
      oid: 'other-object',
      xms_edov: false,
    });
    expect(other.searchParams.get('token')).toBeNull();
  });

  it("checks the state and the browser too, and passes the provider's error on", async () => {
    const { url } = await start('azure');
    const { code, state } = idp.authorize(url, { sub: 'm', tid: TENANT, oid: 'owner-object' });
    const noCookie = await t.app.request(`/api/app/oauth/azure/callback?code=${code}&state=${state}`);
    expect(
      new URL(noCookie.headers.get('location') ?? '', 'http://x').searchParams.get('error_description'),
    ).toBe('This sign-in was not started in this browser or has expired. Please sign in again.');
    const failed = await t.app.request('/api/app/oauth/azure/callback?error=access_denied');
    expect(failed.headers.get('location')).toBe('/sso/callback?error_description=access_denied');
  });
});
