import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapSchema, tokenResponseSchema } from '@console/api-client';
import { DEMO_ACCOUNT_ID, INTERNAL_ACCOUNT_ID, OPERATOR_ADMIN_ID } from '../seed/demo-account';
import type { TestApp } from '../test/test-app';
import { CLAIMS, createTestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

describe('GET /api/admins/bootstrap', () => {
  it('answers the signed-in admin with billing for all seven apps and branding', async () => {
    const res = await t.request('GET', '/api/admins/bootstrap', { token: t.tokens.owner });
    expect(res.status).toBe(200);
    const body = bootstrapSchema.parse(res.json);
    expect(body).toMatchObject({
      firstName: 'Olivia',
      lastName: 'Bennett',
      role: 'owner',
      isRoot: false,
      account: { id: DEMO_ACCOUNT_ID, hasOnboarded: true },
      branding: { name: 'Northwind Contact', color: '#5B3FD9', domain: null, domainIsVerified: false },
    });
    expect(Object.keys(body.billing)).toHaveLength(7);
    expect(body.billing['one-time-passcode'].status).toBe('free-trial');
  });

  it('answers each role as it is stored', async () => {
    const supervisor = await t.request('GET', '/api/admins/bootstrap', { token: t.tokens.supervisor });
    expect(bootstrapSchema.parse(supervisor.json).role).toBe('supervisor');
  });

  it('answers 401 JWT_EXPIRED for an expired token and UNAUTHENTICATED for a tampered one', async () => {
    const expired = await t.request('GET', '/api/admins/bootstrap', { token: t.tokens.expired });
    expect(expired).toMatchObject({ status: 401, json: { statusCode: 401, error: 'JWT_EXPIRED' } });
    const tampered = await t.request('GET', '/api/admins/bootstrap', { token: t.tokens.tampered });
    expect(tampered).toMatchObject({ status: 401, json: { statusCode: 401, error: 'UNAUTHENTICATED' } });
    const none = await t.request('GET', '/api/admins/bootstrap');
    expect(none).toMatchObject({ status: 401, json: { error: 'UNAUTHENTICATED' } });
  });

  it('says who is staff (the provider e-mail domain): the operator, not the customer', async () => {
    const owner = await t.request('GET', '/api/admins/bootstrap', { token: t.tokens.owner });
    const root = await t.request('GET', '/api/admins/bootstrap', { token: t.tokens.root });
    expect(bootstrapSchema.parse(owner.json)).toMatchObject({ isRoot: false, isStaff: false });
    expect(bootstrapSchema.parse(root.json)).toMatchObject({
      email: 'operator@provider.example',
      isRoot: true,
      isStaff: true,
    });
  });

  it('in ghost mode answers the operator as owner of the ghosted account, not root (no Watch Tower)', async () => {
    const res = await t.request('GET', '/api/admins/bootstrap', { token: t.tokens.ghost });
    expect(bootstrapSchema.parse(res.json)).toMatchObject({
      id: OPERATOR_ADMIN_ID,
      role: 'owner',
      isRoot: false,
      isStaff: true,
      account: { id: DEMO_ACCOUNT_ID },
      branding: { name: 'Northwind Contact' },
    });
  });
});

describe('DELETE /api/authentications', () => {
  it('signs out: the same token is refused afterwards', async () => {
    const token = await t.sign({ acc: DEMO_ACCOUNT_ID, sub: 'adm_demo0002', role: 'admin', ghost: false });
    expect((await t.request('DELETE', '/api/authentications', { token })).status).toBe(200);
    const after = await t.request('GET', '/api/admins/bootstrap', { token });
    expect(after).toMatchObject({ status: 401, json: { error: 'UNAUTHENTICATED' } });
  });
});

describe('DELETE /api/ghost-mode', () => {
  it("returns the operator's own token and ends the ghost token", async () => {
    const ghost = await t.sign({ acc: DEMO_ACCOUNT_ID, sub: OPERATOR_ADMIN_ID, role: 'owner', ghost: true });
    const res = await t.request('DELETE', '/api/ghost-mode', { token: ghost });
    expect(res.status).toBe(200);
    const { token } = tokenResponseSchema.parse(res.json);
    const claims = await t.deps.tokens.verify(token);
    expect(claims).toMatchObject({
      acc: INTERNAL_ACCOUNT_ID,
      sub: OPERATOR_ADMIN_ID,
      ghost: false,
      isRoot: true,
    });
    expect((await t.request('GET', '/api/admins/bootstrap', { token: ghost })).status).toBe(401);
  });

  const ghostFrom = async (operatorToken: string) => {
    const res = await t.request('POST', '/api/watch-tower/ghost-mode', {
      token: operatorToken,
      body: { accountId: DEMO_ACCOUNT_ID },
    });
    return tokenResponseSchema.parse(res.json).token;
  };

  it("gives back the operator's session with its original expiry, not a fresh 12 hours", async () => {
    const start = t.clock.now();
    try {
      const operator = await t.sign(CLAIMS.root);
      const { exp } = await t.deps.tokens.verify(operator);
      t.clock.advance(3 * 3_600_000);
      const ghost = await ghostFrom(operator);
      t.clock.advance(20 * 60_000);
      const res = await t.request('DELETE', '/api/ghost-mode', { token: ghost });
      const back = await t.deps.tokens.verify(tokenResponseSchema.parse(res.json).token);
      expect(back).toMatchObject({ sub: OPERATOR_ADMIN_ID, ghost: false, exp });
    } finally {
      t.clock.set(start);
    }
  });

  it("never lets a ghost token outlive the operator's session", async () => {
    const start = t.clock.now();
    try {
      const operator = await t.sign(CLAIMS.root);
      const { exp } = await t.deps.tokens.verify(operator);
      // 20 minutes of the operator's session left: the ghost ends with it, not 60 minutes later.
      t.clock.set(new Date((exp - 20 * 60) * 1000));
      const ghost = await ghostFrom(operator);
      expect((await t.deps.tokens.verify(ghost)).exp).toBe(exp);
      t.clock.set(new Date(exp * 1000 + 1000));
      const late = await t.request('DELETE', '/api/ghost-mode', { token: ghost });
      expect(late).toMatchObject({ status: 401, json: { error: 'JWT_EXPIRED' } });
    } finally {
      t.clock.set(start);
    }
  });
});

describe('PUT /api/accounts/questionnaire', () => {
  it('stores the answers and marks the account onboarded', async () => {
    await t.db
      .updateTable('accounts')
      .set({ has_onboarded: false })
      .where('id', '=', DEMO_ACCOUNT_ID)
      .execute();
    const body = {
      companyName: 'Northwind Contact',
      annualCallVolume: '100k-500k',
      currentAuthenticationMethod: 'kba',
      apps: ['passkeys'],
    };
    const res = await t.request('PUT', '/api/accounts/questionnaire', { token: t.tokens.supervisor, body });
    expect(res.status).toBe(200);
    const account = await t.db
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', DEMO_ACCOUNT_ID)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ has_onboarded: true, questionnaire: body });
  });
});
