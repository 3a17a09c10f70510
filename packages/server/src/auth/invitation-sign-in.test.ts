import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listInvitationsResponseSchema,
  ssoAuthorizeResponseSchema,
  ssoDomainSchema,
  tokenResponseSchema,
} from '@console/api-client';
import { loadConfig } from '../config';
import { DEMO_ACCOUNT_ID, NEWCOMER_ACCOUNT_ID } from '../seed/demo-account';
import { startDnsServer } from '../test/dns-server';
import type { OidcProvider } from '../test/oidc-provider';
import { startOidcProvider } from '../test/oidc-provider';
import type { TestApp } from '../test/test-app';
import { cookieFrom, createTestApp } from '../test/test-app';
import { testCertificate } from '../test/tls';

/**
 * Google and SSO sign-in accept a pending invitation on the way in (acceptInvitation in sign-in.ts): only the
 * invited address, only before expiry, once, and only into the inviting account.
 */
let t: TestApp;
let idp: OidcProvider;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
const client = { clientId: 'console-client', clientSecret: 'console-secret' };

beforeAll(async () => {
  const { cert } = await testCertificate();
  idp = await startOidcProvider(client);
  dns = await startDnsServer({});
  const { google } = loadConfig({
    PUBLIC_URL: 'http://localhost:3000',
    GOOGLE_ISSUER: idp.issuer,
    GOOGLE_CLIENT_ID: client.clientId,
    GOOGLE_CLIENT_SECRET: client.clientSecret,
  });
  t = await createTestApp({
    google,
    dnsServers: [dns.server],
    outbound: { timeoutMs: 3000, ca: cert, allowHosts: ['localhost'], resolve: {} },
  });
  const sso = await t.request('POST', '/api/sso', {
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
  expect(sso.status).toBe(201);
  // The account proves its SSO domain with the TXT record its settings show (SSO signs in nobody before).
  const record = ssoDomainSchema.parse(
    (await t.request('GET', '/api/sso/domain', { token: t.tokens.owner })).json,
  );
  dns.txt[record.recordName] = [record.recordValue];
  expect((await t.request('POST', '/api/sso/domain/verify', { token: t.tokens.owner })).status).toBe(201);
}, 180_000);
afterAll(async () => {
  await t.close();
  await idp.close();
  await dns.close();
});

/** A Google sign-in as a browser makes it: start on the server, sign in at the provider, post code and state. */
async function google(sub: string, email: string) {
  const start = await t.request('POST', '/api/oauth/google/authorize', { body: { intent: 'sign-in' } });
  const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { code, state } = idp.authorize(ssoAuthorizeResponseSchema.parse(start.json).url, {
    sub,
    email,
    email_verified: true,
  });
  return t.request('POST', '/api/oauth/google/callback', { body: { code, state }, headers: { cookie } });
}
const claimsOf = async (body: unknown) => t.deps.tokens.verify(tokenResponseSchema.parse(body).token);
const pending = async () =>
  listInvitationsResponseSchema
    .parse((await t.request('GET', '/api/invitations', { token: t.tokens.owner })).json)
    .map((invitation) => invitation.email);

describe('invitations accepted by Google and SSO sign-in', { timeout: 30_000 }, () => {
  it('Google: another address does not take the invitation; the invited one does, into the inviting account', async () => {
    await t.request('POST', '/api/invitations', {
      token: t.tokens.owner,
      body: { email: 'invited.person@gmail.com' },
    });
    const other = await google('g-other', 'someone.else@gmail.com');
    expect(other).toMatchObject({ status: 403, json: { error: 'ADMIN_NOT_FOUND' } });
    expect(await pending()).toContain('invited.person@gmail.com');

    const invited = await claimsOf((await google('g-invited', 'Invited.Person@gmail.com')).json);
    expect(invited).toMatchObject({ acc: DEMO_ACCOUNT_ID, role: 'admin' });
    expect(await pending()).not.toContain('invited.person@gmail.com');
  });

  it('Google: an expired invitation is not accepted', async () => {
    const res = await google('g-late', 'jo.walsh@northwind-contact.com');
    expect(res).toMatchObject({ status: 409, json: { error: 'ACCOUNT_EXISTS' } });
    expect(await pending()).toContain('jo.walsh@northwind-contact.com');
  });

  it("SSO: an account's SSO does not accept another account's invitation", async () => {
    await t.db
      .insertInto('invitations')
      .values({
        id: 'inv_cross_account',
        account_id: NEWCOMER_ACCOUNT_ID,
        email: 'cross.account@northwind-contact.com',
        role: 'admin',
        created_at: t.clock.now(),
        expires_at: new Date(t.clock.now().getTime() + 86_400_000),
      })
      .execute();
    const authorize = await t.request('POST', '/api/sso/oauth/authorize', {
      body: { email: 'cross.account@northwind-contact.com' },
    });
    const { code, state } = idp.authorize(ssoAuthorizeResponseSchema.parse(authorize.json).url, {
      sub: 's-cross',
      email: 'cross.account@northwind-contact.com',
    });
    const res = await t.request('POST', '/api/sso/oauth/callback', {
      body: { code, state },
      headers: { cookie: cookieFrom(authorize) },
    });
    expect(res).toMatchObject({ status: 403, json: { error: 'ADMIN_NOT_FOUND' } });
    const invitation = await t.db
      .selectFrom('invitations')
      .select('accepted_at')
      .where('id', '=', 'inv_cross_account')
      .executeTakeFirstOrThrow();
    expect(invitation.accepted_at).toBeNull();
  });

  it('SSO: the invited address is accepted once, into the inviting account', async () => {
    await t.request('POST', '/api/invitations', {
      token: t.tokens.owner,
      body: { email: 'sso.invited@northwind-contact.com' },
    });
    const authorize = await t.request('POST', '/api/sso/oauth/authorize', {
      body: { email: 'sso.invited@northwind-contact.com' },
    });
    const { code, state } = idp.authorize(ssoAuthorizeResponseSchema.parse(authorize.json).url, {
      sub: 's-invited',
      email: 'sso.invited@northwind-contact.com',
    });
    const res = await t.request('POST', '/api/sso/oauth/callback', {
      body: { code, state },
      headers: { cookie: cookieFrom(authorize) },
    });
    expect(await claimsOf(res.json)).toMatchObject({ acc: DEMO_ACCOUNT_ID, role: 'admin' });
    const accepted = await t.db
      .selectFrom('invitations')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('email', '=', 'sso.invited@northwind-contact.com')
      .where('accepted_at', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(accepted.n)).toBe(1);
  });
});
