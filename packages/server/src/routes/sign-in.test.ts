import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSchema, ssoAuthorizeResponseSchema, tokenResponseSchema } from '@console/api-client';
import { encryptZoomContext } from '../auth/zoom-context';
import { DEMO_ADMIN_IDS } from '../seed/demo-account';
import type { HttpsFake } from '../test/https-fake';
import { startHttpsFake } from '../test/https-fake';
import type { OidcProvider } from '../test/oidc-provider';
import { startOidcProvider } from '../test/oidc-provider';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { testCertificate } from '../test/tls';

let t: TestApp;
let idp: OidcProvider;
let webex: HttpsFake;
const client = { clientId: 'console-client', clientSecret: 'console-secret' };
const ZOOM_SECRET = 'zoom-client-secret';

beforeAll(async () => {
  const { cert } = await testCertificate();
  idp = await startOidcProvider(client);
  webex = await startHttpsFake(() => ({ status: 401, body: {} }));
  t = await createTestApp({
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

const claimsOf = async (body: unknown) => t.deps.tokens.verify(tokenResponseSchema.parse(body).token);

describe('SSO (POST /api/sso/oauth/authorize and /callback)', () => {
  beforeAll(async () => {
    const res = await t.request('POST', '/api/sso', {
      token: t.tokens.owner,
      body: {
        provider: 'oidc',
        oidc: {
          discoveryUrl: idp.issuer,
          domain: 'northwind-contact.com',
          clientId: client.clientId,
          clientSecret: client.clientSecret,
        },
      },
    });
    expect(res.status).toBe(201);
  });

  it('answers SSO_NOT_CONFIGURED (404) for a domain without SSO', async () => {
    const res = await t.request('POST', '/api/sso/oauth/authorize', { body: { email: 'a@nowhere.example' } });
    expect(res).toMatchObject({
      status: 404,
      json: { error: 'SSO_NOT_CONFIGURED', message: 'SSO is not configured for this email address' },
    });
  });

  async function authorize(email: string) {
    const res = await t.request('POST', '/api/sso/oauth/authorize', { body: { email } });
    expect(res.status).toBe(201);
    return ssoAuthorizeResponseSchema.parse(res.json).url;
  }

  it('builds the authorize URL with state, nonce and PKCE, then signs the admin in', async () => {
    const url = new URL(await authorize('priya.shah@northwind-contact.com'));
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
    const res = await t.request('POST', '/api/sso/oauth/callback', { body: { code, state } });
    expect(await claimsOf(res.json)).toMatchObject({ sub: DEMO_ADMIN_IDS.supervisor, role: 'supervisor' });
    const replay = await t.request('POST', '/api/sso/oauth/callback', { body: { code, state } });
    expect(replay.status).toBe(401);
  });

  it('answers ADMIN_NOT_FOUND (403) for someone who is not an admin', async () => {
    const url = await authorize('agent@northwind-contact.com');
    const { code, state } = idp.authorize(url, { sub: 's-2', email: 'agent@northwind-contact.com' });
    const res = await t.request('POST', '/api/sso/oauth/callback', { body: { code, state } });
    expect(res).toMatchObject({ status: 403, json: { error: 'ADMIN_NOT_FOUND' } });
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
