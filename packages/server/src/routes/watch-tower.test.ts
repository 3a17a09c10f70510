import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_IDS,
  accountStatisticsSchema,
  listAccountsResponseSchema,
  summaryStatisticsSchema,
  tokenResponseSchema,
  updateAppStatusResponseSchema,
  watchTowerAccountDetailSchema,
} from '@console/api-client';
import { GHOST_TTL_SECONDS } from '../auth/tokens';
import { DEMO_ACCOUNT_ID, OPERATOR_ADMIN_ID } from '../seed/demo-account';
import { TEST_SEED } from '../test/test-database';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { latestAudit } from '../test/audit';
import { STATISTICS_DAYS } from '@console/api-client/rules';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

describe('Watch Tower accounts', () => {
  it('lists every customer account (not the internal one) with active apps, platform and admins', async () => {
    const res = await t.request('GET', '/api/watch-tower/accounts', { token: t.tokens.root });
    expect(res.status).toBe(200);
    const accounts = listAccountsResponseSchema.parse(res.json);
    expect(accounts).toHaveLength(TEST_SEED.tenants + 2); // the demo tenant and the newcomer
    expect(accounts.some((account) => account.id === 'acc_internal')).toBe(false);
    const demo = accounts.find((account) => account.id === DEMO_ACCOUNT_ID);
    expect(demo?.apps.map((app) => app.id).sort()).toEqual([
      'document-signature',
      'identity-verification',
      'one-time-passcode',
      'passkeys',
    ]);
    expect(demo?.admins.map((admin) => admin.firstName)).toEqual(['Olivia', 'Marcus', 'Priya']);
  });

  it('answers one account with its apps and admins; 404 for unknown ids', async () => {
    const res = await t.request('GET', `/api/watch-tower/accounts/${DEMO_ACCOUNT_ID}`, {
      token: t.tokens.root,
    });
    const detail = watchTowerAccountDetailSchema.parse(res.json);
    expect(detail.account.name).toBe('Northwind Contact');
    expect(detail.apps['e-form']).toEqual({ id: 'e-form', status: 'cancelled' });
    expect(
      (await t.request('GET', '/api/watch-tower/accounts/acc_nope', { token: t.tokens.root })).status,
    ).toBe(404);
    expect(
      (await t.request('GET', '/api/watch-tower/accounts/acc_internal', { token: t.tokens.root })).status,
    ).toBe(404);
  });

  it('lists all seven apps of an account that never used one, as inactive, and converts any of them', async () => {
    const account = await t.db
      .selectFrom('accounts')
      .select('id')
      .where('id', 'not in', [DEMO_ACCOUNT_ID, 'acc_internal'])
      .where('is_internal', '=', false)
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('billing').where('account_id', '=', account.id).execute();
    const path = `/api/watch-tower/accounts/${account.id}`;
    const before = watchTowerAccountDetailSchema.parse(
      (await t.request('GET', path, { token: t.tokens.root })).json,
    );
    expect(Object.values(before.apps)).toEqual(APP_IDS.map((id) => ({ id, status: 'inactive' })));
    const res = await t.request('PUT', `${path}/apps/gateway-payments/status`, {
      token: t.tokens.root,
      body: { status: 'enterprise' },
    });
    expect(updateAppStatusResponseSchema.parse(res.json)).toEqual({ status: 'enterprise' });
    const after = watchTowerAccountDetailSchema.parse(
      (await t.request('GET', path, { token: t.tokens.root })).json,
    );
    expect(after.apps['gateway-payments']).toEqual({ id: 'gateway-payments', status: 'enterprise' });
    expect(after.apps.payments).toEqual({ id: 'payments', status: 'inactive' });
  });

  it('converts an app to enterprise, naming the operator in the account audit log', async () => {
    const path = `/api/watch-tower/accounts/${DEMO_ACCOUNT_ID}/apps/passkeys/status`;
    const res = await t.request('PUT', path, { token: t.tokens.root, body: { status: 'enterprise' } });
    expect(updateAppStatusResponseSchema.parse(res.json)).toEqual({ status: 'enterprise' });
    expect(await latestAudit(t.db)).toMatchObject({
      event: 'billing.converted-to-enterprise',
      admin_first_name: 'Riley',
      namespace: 'passkeys',
    });
    expect(
      (await t.request('PUT', path, { token: t.tokens.root, body: { status: 'enterprise' } })).status,
    ).toBe(409);
    const other = await t.request('PUT', path.replace('passkeys', 'payments'), {
      token: t.tokens.root,
      body: { status: 'cancelled' },
    });
    expect(other.status).toBe(400);
  });
});

describe('Watch Tower statistics', () => {
  it('answers two years of daily tasks for an account, global and per app', async () => {
    const res = await t.request('GET', `/api/watch-tower/statistics/account?accountId=${DEMO_ACCOUNT_ID}`, {
      token: t.tokens.root,
    });
    const stats = accountStatisticsSchema.parse(res.json);
    expect(stats.global).toHaveLength(STATISTICS_DAYS);
    expect(stats.global.at(-1)?.date).toBe('2026-11-21');
    const passkeys = stats.apps.passkeys ?? [];
    const sumOfApps = Object.values(stats.apps).reduce(
      (total, series) => total + (series.at(-1)?.count ?? 0),
      0,
    );
    expect(stats.global.at(-1)?.count).toBe(sumOfApps);
    expect(passkeys.at(-1)?.count).toBeGreaterThan(0);
    expect(passkeys.slice(0, STATISTICS_DAYS - TEST_SEED.days).every((point) => point.count === 0)).toBe(
      true,
    );
  });

  it('answers the summary with a cumulative paid-accounts series', async () => {
    const res = await t.request('GET', '/api/watch-tower/statistics/summary', { token: t.tokens.root });
    const summary = summaryStatisticsSchema.parse(res.json);
    const paid = summary.paidAccounts.map((point) => point.count);
    expect(paid.every((count, index) => index === 0 || count >= (paid[index - 1] ?? 0))).toBe(true);
    const paidNow = await t.db
      .selectFrom('billing')
      .innerJoin('accounts', 'accounts.id', 'billing.account_id')
      .select('billing.account_id')
      .distinct()
      .where('billing.paid_since', 'is not', null)
      .where('accounts.is_internal', '=', false)
      .execute();
    expect(paid.at(-1)).toBe(paidNow.length);
    const day = summary.global.at(-1);
    const byApps = Object.values(summary.apps).reduce(
      (total, series) => total + (series.at(-1)?.count ?? 0),
      0,
    );
    expect(day?.count).toBe(byApps);
  });
});

describe('ghost mode', () => {
  it('gives a 60-minute token acting in the account; actions land in its audit log naming the operator', async () => {
    const res = await t.request('POST', '/api/watch-tower/ghost-mode', {
      token: t.tokens.root,
      body: { accountId: DEMO_ACCOUNT_ID },
    });
    expect(res.status).toBe(201);
    const { token } = tokenResponseSchema.parse(res.json);
    const claims = await t.deps.tokens.verify(token);
    expect(claims).toMatchObject({
      acc: DEMO_ACCOUNT_ID,
      sub: OPERATOR_ADMIN_ID,
      ghost: true,
      role: 'owner',
    });
    expect(claims.exp - claims.iat).toBe(GHOST_TTL_SECONDS);
    expect(await latestAudit(t.db)).toMatchObject({ event: 'ghost-mode.started', admin_first_name: 'Riley' });

    const invite = await t.request('POST', '/api/invitations', {
      token,
      body: { email: 'ghosted@northwind-contact.com' },
    });
    expect(invite.status).toBe(201);
    expect(await latestAudit(t.db)).toMatchObject({
      event: 'admin.invited',
      admin_first_name: 'Riley',
      admin_last_name: 'Morgan',
      operator_id: OPERATOR_ADMIN_ID,
      description: 'Invited ghosted@northwind-contact.com (ghost mode, operator operator@provider.example)',
    });

    t.clock.advance(GHOST_TTL_SECONDS * 1000 + 1000);
    const late = await t.request('GET', '/api/admins', { token });
    expect(late).toMatchObject({ status: 401, json: { error: 'JWT_EXPIRED' } });
    t.clock.set(new Date('2026-11-21T10:00:00.000Z'));
  });

  it('refuses ghosting the internal account or an unknown one', async () => {
    for (const accountId of ['acc_internal', 'acc_nope']) {
      const res = await t.request('POST', '/api/watch-tower/ghost-mode', {
        token: t.tokens.root,
        body: { accountId },
      });
      expect(res.status).toBe(404);
    }
  });
});
