import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointName } from '@console/api-client';
import { endpoints, ssoAuthorizeResponseSchema } from '@console/api-client';
import { createApp } from '../app';
import { PERMISSIONS } from '../auth/permissions';
import { encryptZoomContext } from '../auth/zoom-context';
import { loadConfig } from '../config';
import { hashInvitationToken, newInvitationToken } from '../invitations/invitation-token';
import { DEMO_ACCOUNT_ID, DEMO_ADMIN_IDS } from '../seed/demo-account';
import type { HttpsFake } from '../test/https-fake';
import { startHttpsFake } from '../test/https-fake';
import type { OidcProvider } from '../test/oidc-provider';
import { startOidcProvider } from '../test/oidc-provider';
import type { TestApp } from '../test/test-app';
import { cookieFrom, createTestApp } from '../test/test-app';
import { testCertificate } from '../test/tls';

const LIMITS = { perAddress: 3, perAccount: 5, windowMs: 60_000 };
const ZOOM_SECRET = 'zoom-client-secret';
const OWNER_EMAIL = 'olivia.bennett@northwind-contact.com';
let t: TestApp;
let idp: OidcProvider;
let webex: HttpsFake;
beforeAll(async () => {
  const { cert } = await testCertificate();
  const client = { clientId: 'console-client', clientSecret: 'console-secret' };
  idp = await startOidcProvider(client);
  webex = await startHttpsFake(() => ({ body: { emails: [OWNER_EMAIL], firstName: 'Olivia' } }));
  const { google, microsoft } = loadConfig({
    GOOGLE_ISSUER: idp.issuer,
    GOOGLE_CLIENT_ID: client.clientId,
    GOOGLE_CLIENT_SECRET: client.clientSecret,
    MICROSOFT_ISSUER: idp.issuer,
    MICROSOFT_CLIENT_ID: client.clientId,
    MICROSOFT_CLIENT_SECRET: client.clientSecret,
  });
  t = await createTestApp({
    rateLimit: LIMITS,
    trustProxy: 1,
    google,
    microsoft,
    webexApiBase: webex.url('/v1'),
    zoomClientSecret: ZOOM_SECRET,
    outbound: { timeoutMs: 3000, ca: cert, allowHosts: ['localhost'], resolve: {} },
  });
}, 180_000);
afterAll(async () => {
  await t.close();
  await idp.close();
  await webex.close();
});

const PUBLIC = (Object.keys(PERMISSIONS) as EndpointName[]).filter((name) => PERMISSIONS[name] === 'public');

/** One call of a public endpoint from `address` (through one trusted proxy). */
function call(name: EndpointName, address: string, body: unknown = {}) {
  const { method, path } = endpoints[name];
  // Any path parameter will do (the limit comes before the handler); a provider must exist.
  const filled = path.replace(/:([A-Za-z]+)/g, (_match, param: string) =>
    param === 'provider' ? 'google' : 'x',
  );
  return t.request(method, `/api${filled}`, {
    body,
    headers: { 'x-forwarded-for': `198.51.100.7, ${address}` },
  });
}

const isRateLimited = (res: Awaited<ReturnType<TestApp['request']>>) => {
  expect(res).toMatchObject({ status: 429, json: { statusCode: 429, error: 'RATE_LIMITED' } });
  expect((res.json as { message: string }).message).toMatch(/^Too many attempts/);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
};

describe('rate limits of the public routes', () => {
  it.each(PUBLIC)(
    '%s: 429 with Retry-After past the limit per address; other addresses go on',
    async (name) => {
      for (let attempt = 0; attempt < LIMITS.perAddress; attempt += 1) {
        expect((await call(name, '203.0.113.10')).status).not.toBe(429);
      }
      isRateLimited(await call(name, '203.0.113.10'));
      expect((await call(name, '203.0.113.11')).status).not.toBe(429);
    },
  );

  it('limits the Microsoft callback, mounted outside the call tables', async () => {
    const get = () =>
      t.request('GET', '/api/app/oauth/azure/callback?code=x', {
        headers: { 'x-forwarded-for': '203.0.113.20' },
      });
    for (let attempt = 0; attempt < LIMITS.perAddress; attempt += 1) expect((await get()).status).toBe(302);
    isRateLimited(await get());
  });

  it('limits SSO authorize per account (the e-mail domain) across addresses', async () => {
    const authorize = (address: number, email: string) =>
      call('authorizeSso', `192.0.2.${address}`, { email });
    for (let address = 1; address <= LIMITS.perAccount; address += 1) {
      expect((await authorize(address, `agent${address}@locked.example`)).status).toBe(404);
    }
    isRateLimited(await authorize(50, 'someone@LOCKED.example'));
    expect((await authorize(51, 'someone@other.example')).status).toBe(404);
  });

  it('counts again in the next window', async () => {
    isRateLimited(await call('authenticateZoom', '203.0.113.10'));
    t.clock.advance(LIMITS.windowMs);
    expect((await call('authenticateZoom', '203.0.113.10')).status).not.toBe(429);
    const rows = await t.db.selectFrom('rate_limits').select('window_start').execute();
    expect(
      rows.every(
        (row) => row.window_start.getTime() >= Math.floor(t.clock.now().getTime() / 60_000) * 60_000,
      ),
    ).toBe(true);
  });

  it('shares the counts between server instances on one database', async () => {
    const other = createApp({ db: t.db, config: t.config, clock: t.clock, secrets: t.deps.secrets });
    const headers = { 'x-forwarded-for': '203.0.113.30', 'content-type': 'application/json' };
    const send = (app: typeof other.app) =>
      app.request('/api/zoom/context', { method: 'POST', headers, body: JSON.stringify({}) });
    expect((await send(t.app)).status).not.toBe(429);
    expect((await send(other.app)).status).not.toBe(429);
    expect((await send(t.app)).status).not.toBe(429);
    expect((await send(other.app)).status).toBe(429);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says a proxy sets it', async () => {
    const direct = createApp({
      db: t.db,
      config: { ...t.config, trustProxy: 0 },
      clock: t.clock,
      secrets: t.deps.secrets,
    });
    const send = (address: string) =>
      direct.app.request('/api/webex/authenticate', {
        method: 'POST',
        headers: { 'x-forwarded-for': address, 'content-type': 'application/json' },
        body: JSON.stringify({}),
      });
    for (let attempt = 0; attempt < LIMITS.perAddress; attempt += 1)
      expect((await send(`203.0.113.${40 + attempt}`)).status).not.toBe(429);
    expect((await send('203.0.113.99')).status).toBe(429);
  });

  it('never limits signed-in routes', async () => {
    for (let attempt = 0; attempt < LIMITS.perAddress + 2; attempt += 1) {
      const res = await t.request('GET', '/api/admins/bootstrap', {
        token: t.tokens.owner,
        headers: { 'x-forwarded-for': '203.0.113.10' },
      });
      expect(res.status).toBe(200);
    }
  });
});

describe('per-account limits of the public routes, across addresses', () => {
  /** `address` is 198.18.{block}.{n}: each test its own block, each request its own address. */
  const from = (block: number, n: number) => ({ 'x-forwarded-for': `198.18.${block}.${n}` });

  /** PER_ACCOUNT requests naming one account from as many addresses pass; the next, from yet another, is 429. */
  async function exhaust(send: (n: number) => Promise<{ status: number }>, passes: number) {
    for (let n = 1; n <= LIMITS.perAccount; n += 1)
      expect((await send(n)).status, `request ${n}`).toBe(passes);
  }

  it('accepting invitation links counts per invitation account (found by the token hash)', async () => {
    const tokens = Array.from({ length: LIMITS.perAccount + 1 }, newInvitationToken);
    await t.db
      .insertInto('invitations')
      .values(
        tokens.map((token, n) => ({
          id: `inv_limit${n}`,
          account_id: DEMO_ACCOUNT_ID,
          email: `invited.${n}@northwind-contact.com`,
          role: 'supervisor' as const,
          created_at: t.clock.now(),
          expires_at: new Date(t.clock.now().getTime() + 86_400_000),
          revoked_at: null,
          accepted_at: null,
          token_hash: hashInvitationToken(token),
          email_status: 'sent' as const,
          email_error: null,
        })),
      )
      .execute();
    const accept = (n: number) =>
      t.request('POST', '/api/invitations/accept', { body: { token: tokens[n - 1] }, headers: from(1, n) });
    await exhaust(accept, 201);
    isRateLimited(await accept(LIMITS.perAccount + 1));
    // A link of no account counts per address only.
    const unknown = await t.request('POST', '/api/invitations/accept', {
      body: { token: newInvitationToken() },
      headers: from(1, 99),
    });
    expect(unknown.status).toBe(404);
  });

  it("crash reports count per the sending token's account; anonymous ones per address only", async () => {
    const report = {
      message: 'boom',
      url: 'https://console.test/',
      userAgent: 'test',
      occurredAt: t.clock.now().toISOString(),
    };
    const send = (n: number, token?: string) =>
      t.request('POST', '/api/errors', { token, body: report, headers: from(2, n) });
    await exhaust((n) => send(n, t.tokens.owner), 201);
    isRateLimited(await send(LIMITS.perAccount + 1, t.tokens.admin));
    expect((await send(LIMITS.perAccount + 2)).status).toBe(201);
    expect((await send(LIMITS.perAccount + 3, t.tokens.root)).status).toBe(201);
  });

  it('Zoom sign-ins count per the linked account of the Zoom user', async () => {
    await t.db
      .insertInto('admin_identities')
      .values({ provider: 'zoom', subject: 'zoom-limit', admin_id: DEMO_ADMIN_IDS.admin })
      .execute();
    const signIn = (n: number, uid = 'zoom-limit') =>
      t.request('POST', '/api/zoom/context', {
        body: { context: encryptZoomContext({ uid, exp: t.clock.now().getTime() + 60_000 }, ZOOM_SECRET) },
        headers: from(3, n),
      });
    await exhaust(signIn, 201);
    isRateLimited(await signIn(LIMITS.perAccount + 1));
    expect((await signIn(LIMITS.perAccount + 2, 'zoom-stranger')).status).toBe(409);
  });

  it('Webex sign-ins count per the account of the admin Webex names, once resolved', async () => {
    const signIn = (n: number) =>
      t.request('POST', '/api/webex/authenticate', {
        body: { accessToken: `webex-${n}` },
        headers: from(4, n),
      });
    await exhaust(signIn, 201);
    isRateLimited(await signIn(LIMITS.perAccount + 1));
  });

  /** A browser at `address` starts a sign-in and comes back with the provider's code for `email`. */
  async function providerSignIn(provider: 'google' | 'azure', headers: Record<string, string>) {
    const started = await t.request('POST', `/api/oauth/${provider}/authorize`, {
      body: { intent: 'sign-in' },
      headers,
    });
    return {
      cookie: cookieFrom(started),
      ...idp.authorize(ssoAuthorizeResponseSchema.parse(started.json).url, {
        sub: `${provider}-owner`,
        email: OWNER_EMAIL,
        ...(provider === 'google'
          ? { email_verified: true }
          : { tid: 'tenant', oid: 'owner', xms_edov: true }),
      }),
    };
  }

  it('Google sign-ins count per the account of the resolved admin', async () => {
    const signIn = async (n: number) => {
      const { cookie, code, state } = await providerSignIn('google', from(5, n));
      return t.request('POST', '/api/oauth/google/callback', {
        body: { code, state },
        headers: { ...from(5, n), cookie },
      });
    };
    await exhaust(signIn, 201);
    isRateLimited(await signIn(LIMITS.perAccount + 1));
  });

  it('Microsoft sign-ins count per the account of the resolved admin (the refusal comes back as a redirect)', async () => {
    const signIn = async (n: number) => {
      const { cookie, code, state } = await providerSignIn('azure', from(6, n));
      const res = await t.app.request(`/api/app/oauth/azure/callback?code=${code}&state=${state}`, {
        headers: { ...from(6, n), cookie },
      });
      expect(res.status).toBe(302);
      return new URL(res.headers.get('location') ?? '', 'http://localhost:3000');
    };
    for (let n = 1; n <= LIMITS.perAccount; n += 1)
      expect((await signIn(n)).searchParams.get('token')).toBeTruthy();
    const refused = await signIn(LIMITS.perAccount + 1);
    expect(refused.pathname).toBe('/sso/callback');
    expect(refused.searchParams.get('error_description')).toMatch(/^Too many attempts/);
  });
});
