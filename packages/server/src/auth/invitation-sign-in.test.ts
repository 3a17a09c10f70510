import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listInvitationsResponseSchema,
  ssoAuthorizeResponseSchema,
  tokenResponseSchema,
} from '@console/api-client';
import { DEMO_ACCOUNT_ID, NEWCOMER_ACCOUNT_ID } from '../seed/demo-account';
import type { OidcProvider } from '../test/oidc-provider';
import { startOidcProvider } from '../test/oidc-provider';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { testCertificate } from '../test/tls';

/**
 * Google and SSO sign-in accept a pending invitation on the way in (acceptInvitation in sign-in.ts): only the
 * invited address, only before expiry, once, and only into the inviting account.
 */
let t: TestApp;
let idp: OidcProvider;
const client = { clientId: 'console-client', clientSecret: 'console-secret' };
const GOOGLE_REDIRECT = 'http://localhost:3000/';

beforeAll(async () => {
  const { cert } = await testCertificate();
  idp = await startOidcProvider(client);
  t = await createTestApp({
    google: { issuer: idp.issuer, ...client, redirectUri: GOOGLE_REDIRECT },
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
}, 180_000);
afterAll(async () => {
  await t.close();
  await idp.close();
});

const google = (sub: string, email: string) =>
  t.request('POST', '/api/oauth/google/callback', {
    body: { code: idp.issueCode({ sub, email }, GOOGLE_REDIRECT) },
  });
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
    const other = await claimsOf((await google('g-other', 'someone.else@gmail.com')).json);
    expect(other.acc).not.toBe(DEMO_ACCOUNT_ID);
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
    const res = await t.request('POST', '/api/sso/oauth/callback', { body: { code, state } });
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
    const res = await t.request('POST', '/api/sso/oauth/callback', { body: { code, state } });
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
