import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeZoomResponseSchema, sessionSchema } from '@console/api-client';
import { encryptZoomContext } from '../auth/zoom-context';
import { DEMO_ACCOUNT_ID, DEMO_ADMIN_IDS } from '../seed/demo-account';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { testCertificate } from '../test/tls';
import { startZoomFake, type ZoomFake, type ZoomUser } from '../test/zoom-fake';

const ZOOM_SECRET = 'zoom-client-secret';
const ZOOM_CLIENT_ID = 'zoom-client-id';
const INSTALLING_ZOOM_ACCOUNT = 'zoom-acc-northwind';

let t: TestApp;
let zoom: ZoomFake;

beforeAll(async () => {
  const { cert } = await testCertificate();
  zoom = await startZoomFake({ clientId: ZOOM_CLIENT_ID, clientSecret: ZOOM_SECRET });
  t = await createTestApp({
    zoomClientSecret: ZOOM_SECRET,
    zoom: {
      clientId: ZOOM_CLIENT_ID,
      oauthBase: zoom.url(''),
      apiBase: zoom.url(''),
      redirectUri: 'http://localhost:3000/',
    },
    outbound: { timeoutMs: 3000, ca: cert, allowHosts: ['localhost'], resolve: {} },
  });
}, 180_000);
afterAll(async () => {
  await t.close();
  await zoom.close();
});

const contextOf = (uid: string) =>
  encryptZoomContext({ uid, typ: 'panel', exp: t.clock.now().getTime() + 60_000 }, ZOOM_SECRET);

const zoomUser = (id: string, email: string, extra: Partial<ZoomUser> = {}): ZoomUser => ({
  id,
  email,
  first_name: 'Zoe',
  last_name: 'Zoom',
  account_id: INSTALLING_ZOOM_ACCOUNT,
  verified: 1,
  ...extra,
});

/** The console's journey: authorize, Zoom's in-client consent answers a code for `user`, then link. */
async function link(uid: string, user: ZoomUser) {
  const context = contextOf(uid);
  const started = await t.request('POST', '/api/zoom/authorize', { body: { context } });
  expect(started.status).toBe(201);
  const { codeChallenge, state } = authorizeZoomResponseSchema.parse(started.json);
  const code = zoom.issueCode(user, codeChallenge);
  return t.request('POST', '/api/zoom/link', { body: { context, code, state } });
}

const linkedAdmin = (uid: string) =>
  t.db
    .selectFrom('admin_identities')
    .select('admin_id')
    .where('provider', '=', 'zoom')
    .where('subject', '=', uid)
    .executeTakeFirst();

const zoomAccountOf = async (accountId: string) =>
  (
    await t.db
      .selectFrom('accounts')
      .select('zoom_account_id')
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow()
  ).zoom_account_id;

describe('Zoom link (POST /api/zoom/context, /api/zoom/authorize, /api/zoom/link)', () => {
  it('answers ZOOM_LINK_REQUIRED for a Zoom user not linked yet', async () => {
    const res = await t.request('POST', '/api/zoom/context', { body: { context: contextOf('zu-new') } });
    expect(res).toMatchObject({ status: 409, json: { statusCode: 409, error: 'ZOOM_LINK_REQUIRED' } });
  });

  it('refuses an unknown e-mail from a Zoom account no console account has (ADMIN_NOT_FOUND)', async () => {
    const res = await link(
      'zu-stranger',
      zoomUser('zu-stranger', 'nobody@elsewhere.example', { account_id: 'z-x' }),
    );
    expect(res).toMatchObject({ status: 403, json: { error: 'ADMIN_NOT_FOUND' } });
    expect(await linkedAdmin('zu-stranger')).toBeUndefined();
  });

  it('links an admin on the first sign-in, makes the Zoom account the console account’s, then signs in by context', async () => {
    const res = await link('zu-marcus', zoomUser('zu-marcus', 'Marcus.Reed@northwind-contact.com'));
    expect(res.status).toBe(201);
    const session = sessionSchema.parse(res.json);
    expect(session.role).toBe('admin');
    expect(await t.deps.tokens.verify(session.token)).toMatchObject({ sub: DEMO_ADMIN_IDS.admin });
    expect(await zoomAccountOf(DEMO_ACCOUNT_ID)).toBe(INSTALLING_ZOOM_ACCOUNT);

    // What Zoom's token endpoint received: Basic client authentication, the code, redirect URI and PKCE verifier.
    const tokenRequest = zoom.requests.find((request) => request.url === '/oauth/token');
    expect(tokenRequest?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${ZOOM_CLIENT_ID}:${ZOOM_SECRET}`).toString('base64')}`,
    );
    expect(Object.fromEntries(new URLSearchParams(tokenRequest?.body))).toMatchObject({
      grant_type: 'authorization_code',
      redirect_uri: 'http://localhost:3000/',
    });

    const again = await t.request('POST', '/api/zoom/context', { body: { context: contextOf('zu-marcus') } });
    expect(again.status).toBe(201);
    expect(sessionSchema.parse(again.json).role).toBe('admin');
  });

  it('accepts a pending invitation of the installing account, with its role', async () => {
    const res = await link('zu-sam', zoomUser('zu-sam', 'sam.okafor@northwind-contact.com'));
    expect(res.status).toBe(201);
    expect(sessionSchema.parse(res.json).role).toBe('supervisor');
    const invitation = await t.db
      .selectFrom('invitations')
      .select('accepted_at')
      .where('email', '=', 'sam.okafor@northwind-contact.com')
      .executeTakeFirstOrThrow();
    expect(invitation.accepted_at).not.toBeNull();
    const context = await t.request('POST', '/api/zoom/context', { body: { context: contextOf('zu-sam') } });
    expect(sessionSchema.parse(context.json).role).toBe('supervisor');
  });

  it('refuses a wrong, replayed or another Zoom user’s state (OAUTH_STATE_INVALID), before calling Zoom', async () => {
    const user = zoomUser('zu-priya', 'priya.shah@northwind-contact.com');
    const context = contextOf('zu-priya');
    const started = authorizeZoomResponseSchema.parse(
      (await t.request('POST', '/api/zoom/authorize', { body: { context } })).json,
    );
    const code = zoom.issueCode(user, started.codeChallenge);
    const calls = zoom.requests.length;
    const wrong = await t.request('POST', '/api/zoom/link', { body: { context, code, state: 'forged' } });
    expect(wrong).toMatchObject({ status: 400, json: { error: 'OAUTH_STATE_INVALID' } });
    const otherUser = await t.request('POST', '/api/zoom/link', {
      body: { context: contextOf('zu-other'), code, state: started.state },
    });
    expect(otherUser).toMatchObject({ status: 400, json: { error: 'OAUTH_STATE_INVALID' } });
    // The state was used (by the refused attempt): it cannot be replayed by the right user either.
    const replay = await t.request('POST', '/api/zoom/link', {
      body: { context, code, state: started.state },
    });
    expect(replay).toMatchObject({ status: 400, json: { error: 'OAUTH_STATE_INVALID' } });
    expect(zoom.requests.length).toBe(calls);
    expect(await linkedAdmin('zu-priya')).toBeUndefined();
  });

  it('refuses an e-mail Zoom has not verified', async () => {
    const res = await link(
      'zu-priya',
      zoomUser('zu-priya', 'priya.shah@northwind-contact.com', { verified: 0 }),
    );
    expect(res).toMatchObject({ status: 401, json: { error: 'UNAUTHENTICATED' } });
    expect(await linkedAdmin('zu-priya')).toBeUndefined();
  });

  it('refuses when the authorized Zoom user is not the context’s', async () => {
    const res = await link('zu-priya', zoomUser('zu-someone-else', 'priya.shah@northwind-contact.com'));
    expect(res).toMatchObject({ status: 401, json: { error: 'UNAUTHENTICATED' } });
    expect(await linkedAdmin('zu-priya')).toBeUndefined();
    expect(await linkedAdmin('zu-someone-else')).toBeUndefined();
  });

  it('refuses an admin of another console account from the installing Zoom account (ACCOUNT_EXISTS)', async () => {
    const res = await link('zu-amara', zoomUser('zu-amara', 'amara.osei@harbourlanecare.com'));
    expect(res).toMatchObject({ status: 409, json: { error: 'ACCOUNT_EXISTS' } });
    expect(await linkedAdmin('zu-amara')).toBeUndefined();
  });

  it('refuses an admin of the console account from another Zoom account (ACCOUNT_EXISTS)', async () => {
    const res = await link(
      'zu-olivia',
      zoomUser('zu-olivia', 'olivia.bennett@northwind-contact.com', { account_id: 'zoom-acc-other' }),
    );
    expect(res).toMatchObject({ status: 409, json: { error: 'ACCOUNT_EXISTS' } });
    expect(await linkedAdmin('zu-olivia')).toBeUndefined();
    expect(await zoomAccountOf(DEMO_ACCOUNT_ID)).toBe(INSTALLING_ZOOM_ACCOUNT);
  });
});
