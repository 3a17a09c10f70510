import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sessionSchema,
  ssoAuthorizeResponseSchema,
  ssoDomainSchema,
  tokenResponseSchema,
} from '@console/api-client';
import { encryptZoomContext } from '../auth/zoom-context';
import { DEMO_ACCOUNT_ID, DEMO_ADMIN_IDS } from '../seed/demo-account';
import type { HttpsFake } from '../test/https-fake';
import { startHttpsFake } from '../test/https-fake';
import { startDnsServer } from '../test/dns-server';
import type { OidcProvider } from '../test/oidc-provider';
import { startOidcProvider } from '../test/oidc-provider';
import type { TestApp } from '../test/test-app';
import { cookieFrom, createTestApp } from '../test/test-app';
import { testCertificate } from '../test/tls';

let t: TestApp;
let idp: OidcProvider;
let webex: HttpsFake;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
const client = { clientId: 'console-client', clientSecret: 'console-secret' };
const ZOOM_SECRET = 'zoom-client-secret';

beforeAll(async () => {
  const { cert } = await testCertificate();
  idp = await startOidcProvider(client);
  webex = await startHttpsFake(() => ({ status: 401, body: {} }));
  dns = await startDnsServer({});
  t = await createTestApp({
    dnsServers: [dns.server],
    webexApiBase: webex.url('/v1'),
    zoomClientSecret: ZOOM_SECRET,
    outbound: { timeoutMs: 3000, ca: cert, allowHosts: ['localhost'], resolve: {} },
  });
}, 180_000);
afterAll(async () => {
  await t.close();
  await idp.close();
  await webex.close();
  await dns.close();
});

/** Tests that run several sign-ins against the local provider (discovery, token, JWKS each time). */
const SSO_TEST_TIMEOUT_MS = 20_000;

const claimsOf = async (body: unknown) => t.deps.tokens.verify(tokenResponseSchema.parse(body).token);

describe('SSO (POST /api/sso/oauth/authorize and /callback)', () => {
  const oidc = {
    provider: 'oidc',
    oidc: {
      discoveryUrl: '',
      domain: 'northwind-contact.com',
      clientId: client.clientId,
      clientSecret: client.clientSecret,
    },
  };
  const save = (token: string, body: unknown) => t.request('POST', '/api/sso', { token, body });
  const verify = (token = t.tokens.owner) => t.request('POST', '/api/sso/domain/verify', { token });
  /** The customer publishes the TXT record the SSO settings show. */
  async function publishRecord(token = t.tokens.owner) {
    const res = await t.request('GET', '/api/sso/domain', { token });
    const record = ssoDomainSchema.parse(res.json);
    dns.txt[record.recordName] = [record.recordValue];
    return record;
  }

  const otherOwnerToken = async () => (await t.otherAccountOwner()).token;

  beforeAll(async () => {
    oidc.oidc.discoveryUrl = idp.issuer;
    expect((await save(t.tokens.owner, oidc)).status).toBe(201);
  });

  it('answers SSO_NOT_CONFIGURED (404) for a domain without SSO', async () => {
    const res = await t.request('POST', '/api/sso/oauth/authorize', { body: { email: 'a@nowhere.example' } });
    expect(res).toMatchObject({
      status: 404,
      json: { error: 'SSO_NOT_CONFIGURED', message: 'SSO is not configured for this email address' },
    });
  });

  it(
    'signs nobody in until the domain is proven by its TXT record',
    async () => {
      const unproven = await t.request('POST', '/api/sso/oauth/authorize', {
        body: { email: 'priya.shah@northwind-contact.com' },
      });
      expect(unproven).toMatchObject({ status: 404, json: { error: 'SSO_NOT_CONFIGURED' } });
      const record = ssoDomainSchema.parse(
        (await t.request('GET', '/api/sso/domain', { token: t.tokens.owner })).json,
      );
      expect(record).toMatchObject({
        domain: 'northwind-contact.com',
        recordName: '_console-verify.northwind-contact.com',
        verified: false,
      });
      expect(record.recordValue).toMatch(/^console-verification=[0-9a-f]{32}$/);
      // An unproven claim holds nothing: another account may claim the same domain meanwhile.
      expect((await save(await otherOwnerToken(), oidc)).status).toBe(201);
      dns.txt[record.recordName] = ['console-verification=someone-elses-token'];
      const missing = await verify();
      expect(missing).toMatchObject({ status: 400, json: { error: 'DNS_INVALID' } });
      expect(missing.text).toContain('The TXT record _console-verify.northwind-contact.com was not found.');
      await publishRecord();
      expect(await verify()).toMatchObject({ status: 201, json: { ...record, verified: true } });
    },
    SSO_TEST_TIMEOUT_MS,
  );

  /** Starts a sign-in as a browser would: the authorize URL and the browser-binding cookie to send back. */
  async function authorize(email: string) {
    const res = await t.request('POST', '/api/sso/oauth/authorize', { body: { email } });
    expect(res.status).toBe(201);
    return {
      url: ssoAuthorizeResponseSchema.parse(res.json).url,
      setCookie: res.headers.get('set-cookie') ?? '',
      cookie: cookieFrom(res),
    };
  }

  async function signIn(email: string, claims: Parameters<OidcProvider['authorize']>[1]) {
    const { url, cookie } = await authorize(email);
    const { code, state } = idp.authorize(url, claims);
    return t.request('POST', '/api/sso/oauth/callback', { body: { code, state }, headers: { cookie } });
  }

  it('builds the authorize URL with state, nonce and PKCE, then signs the admin in', async () => {
    const started = await authorize('priya.shah@northwind-contact.com');
    expect(started.setCookie).toMatch(
      /^console_oauth=[\w-]{43}; Max-Age=600; Path=\/api; HttpOnly; SameSite=Lax$/,
    );
    const { cookie } = started;
    const url = new URL(started.url);
    expect(url.origin + url.pathname).toBe(`${idp.issuer}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: client.clientId,
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: 'http://localhost:3000/sso/callback',
      code_challenge_method: 'S256',
      login_hint: 'priya.shah@northwind-contact.com',
    });
    const { code, state } = idp.authorize(url.toString(), {
      sub: 's-1',
      email: 'priya.shah@northwind-contact.com',
    });
    const res = await t.request('POST', '/api/sso/oauth/callback', {
      body: { code, state },
      headers: { cookie },
    });
    expect(await claimsOf(res.json)).toMatchObject({ sub: DEMO_ADMIN_IDS.supervisor, role: 'supervisor' });
    const replay = await t.request('POST', '/api/sso/oauth/callback', {
      body: { code, state },
      headers: { cookie },
    });
    expect(replay).toMatchObject({ status: 400, json: { error: 'OAUTH_STATE_INVALID' } });
  });

  it('refuses a callback from another browser than the one that started the sign-in (login CSRF)', async () => {
    const claims = { sub: 's-csrf', email: 'priya.shah@northwind-contact.com' };
    // The attacker starts a sign-in in their browser and sends the victim the provider's code and state.
    const attacker = await authorize('priya.shah@northwind-contact.com');
    const { code, state } = idp.authorize(attacker.url, claims);
    const victim = (await authorize('priya.shah@northwind-contact.com')).cookie;
    for (const headers of [{}, { cookie: victim }] as Record<string, string>[]) {
      const res = await t.request('POST', '/api/sso/oauth/callback', { body: { code, state }, headers });
      expect(res).toMatchObject({
        status: 400,
        json: {
          error: 'OAUTH_STATE_INVALID',
          message: 'This sign-in was not started in this browser or has expired. Please sign in again.',
        },
      });
    }
  });

  it('answers ADMIN_NOT_FOUND (403) for someone who is not an admin', async () => {
    const res = await signIn('agent@northwind-contact.com', {
      sub: 's-2',
      email: 'agent@northwind-contact.com',
    });
    expect(res).toMatchObject({ status: 403, json: { error: 'ADMIN_NOT_FOUND' } });
  });

  it(
    'never lands on an address outside the proven domain, even an admin of this account',
    async () => {
      await t.db
        .insertInto('admins')
        .values({
          id: 'adm_offdomain',
          account_id: DEMO_ACCOUNT_ID,
          first_name: 'Night',
          last_name: 'Shift',
          email: 'night.shift@northwind-mail.example',
          role: 'owner',
          photo: null,
          time_zone: null,
          created_at: t.clock.now(),
        })
        .execute();
      // The tenant's own provider asserts whatever it likes: an admin outside the domain, the operator.
      for (const email of ['night.shift@northwind-mail.example', 'operator@provider.example']) {
        const res = await signIn('priya.shah@northwind-contact.com', { sub: `s-${email}`, email });
        expect(res, email).toMatchObject({ status: 403, json: { error: 'ADMIN_NOT_FOUND' } });
      }
    },
    SSO_TEST_TIMEOUT_MS,
  );

  it('refuses the domain to another account once it is proven here', async () => {
    const token = await otherOwnerToken();
    const claim = await save(token, oidc);
    expect(claim).toMatchObject({
      status: 409,
      json: { message: 'This domain already signs in to another account' },
    });
    // Their own record, published too, proves nothing while the domain is proven here.
    await publishRecord(token);
    expect(await verify(token)).toMatchObject({ status: 409 });
    expect(await t.request('GET', '/api/sso/domain', { token })).toMatchObject({ json: { verified: false } });
  });

  it('refuses a public mail domain with 400', async () => {
    const res = await save(t.tokens.owner, { ...oidc, oidc: { ...oidc.oidc, domain: 'Gmail.com' } });
    expect(res).toMatchObject({
      status: 400,
      json: {
        error: 'VALIDATION_FAILED',
        message: 'oidc.domain: A public e-mail domain such as gmail.com cannot be used for SSO',
      },
    });
  });

  describe('with Azure groups', () => {
    beforeAll(async () => {
      expect(
        (await t.request('DELETE', '/api/sso', { token: t.tokens.owner, body: { provider: 'oidc' } })).status,
      ).toBe(200);
      const azure = {
        provider: 'azure',
        azure: { ...oidc.oidc, adminGroupId: 'grp-admins', agentGroupId: 'grp-agents' },
      };
      expect((await save(t.tokens.owner, azure)).status).toBe(201);
      // A disconnect released the domain: the same record proves it again.
      expect((await t.request('GET', '/api/sso/domain', { token: t.tokens.owner })).json).toMatchObject({
        verified: false,
      });
      await publishRecord();
      expect((await verify()).status).toBe(201);
    });

    it('answers NOT_AUTHORIZED (403) for a member of the agent group', async () => {
      const res = await signIn('sam.agent@northwind-contact.com', {
        sub: 's-3',
        email: 'sam.agent@northwind-contact.com',
        groups: ['grp-agents'],
      });
      expect(res).toMatchObject({ status: 403, json: { statusCode: 403, error: 'NOT_AUTHORIZED' } });
    });

    it(
      'makes a member of the admin group an admin, only within the proven domain',
      async () => {
        const outside = await signIn('ana@northwind-contact.com', {
          sub: 's-4',
          email: 'ana@another-company.example',
          groups: ['grp-admins'],
        });
        expect(outside).toMatchObject({ status: 403, json: { error: 'ADMIN_NOT_FOUND' } });
        const joined = await signIn('ana@northwind-contact.com', {
          sub: 's-5',
          email: 'ana@northwind-contact.com',
          groups: ['grp-admins', 'grp-agents'],
        });
        expect(await claimsOf(joined.json)).toMatchObject({ acc: DEMO_ACCOUNT_ID, role: 'admin' });
      },
      SSO_TEST_TIMEOUT_MS,
    );
  });
});

describe('Webex (POST /api/webex/authenticate)', () => {
  it('asks Webex who the token belongs to and signs that admin in', async () => {
    webex.answerWith((request) =>
      request.headers.authorization === 'Bearer webex-token'
        ? {
            body: {
              emails: ['Olivia.Bennett@northwind-contact.com'],
              firstName: 'Olivia',
              lastName: 'Bennett',
            },
          }
        : { status: 401, body: {} },
    );
    const res = await t.request('POST', '/api/webex/authenticate', { body: { accessToken: 'webex-token' } });
    expect(await claimsOf(res.json)).toMatchObject({ sub: DEMO_ADMIN_IDS.owner });
    expect(webex.requests.at(-1)?.url).toBe('/v1/people/me');
    const refused = await t.request('POST', '/api/webex/authenticate', { body: { accessToken: 'wrong' } });
    expect(refused.status).toBe(401);
  });
});

describe('Zoom (POST /api/zoom/context)', () => {
  it('decrypts the app context and answers the linked admin token and role', async () => {
    await t.db
      .insertInto('admin_identities')
      .values({ provider: 'zoom', subject: 'zoom-user-1', admin_id: DEMO_ADMIN_IDS.admin })
      .execute();
    const context = encryptZoomContext(
      { uid: 'zoom-user-1', typ: 'panel', exp: t.clock.now().getTime() + 60_000 },
      ZOOM_SECRET,
    );
    const res = await t.request('POST', '/api/zoom/context', { body: { context } });
    expect(res.status).toBe(201);
    const session = sessionSchema.parse(res.json);
    expect(session.role).toBe('admin');
    expect(await t.deps.tokens.verify(session.token)).toMatchObject({ sub: DEMO_ADMIN_IDS.admin });
  });

  it('answers ZOOM_LINK_REQUIRED for a Zoom user not linked yet and 401 for a forged or expired context', async () => {
    const unknown = encryptZoomContext({ uid: 'stranger' }, ZOOM_SECRET);
    expect((await t.request('POST', '/api/zoom/context', { body: { context: unknown } })).json).toMatchObject(
      { error: 'ZOOM_LINK_REQUIRED' },
    );
    const forged = encryptZoomContext({ uid: 'zoom-user-1' }, 'another-secret');
    expect((await t.request('POST', '/api/zoom/context', { body: { context: forged } })).status).toBe(401);
    const expired = encryptZoomContext({ uid: 'zoom-user-1', exp: t.clock.now().getTime() - 1 }, ZOOM_SECRET);
    expect((await t.request('POST', '/api/zoom/context', { body: { context: expired } })).status).toBe(401);
  });
});
