import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appBillingSchema, usageSchema } from '@console/api-client';
import {
  DEFAULT_SEED,
  SMALL_SEED_SESSIONS_PER_DAY,
  DEMO_ACCOUNT_ID,
  seedAppSessions,
} from '@console/api-client/seed';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { latestAudit } from '../test/audit';
import { TEST_NOW } from '../test/test-database';

/** The calendar month of TEST_NOW in UTC: the billing period (apps.md §6). */
const PERIOD = { periodStart: '2026-11-01T00:00:00.000Z', periodEnd: '2026-12-01T00:00:00.000Z' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

describe('POST /api/{app}/billing/free-trial', () => {
  it('starts a trial of an inactive app with the free tier, and audits it', async () => {
    const res = await t.request('POST', '/api/payments/billing/free-trial', { token: t.tokens.admin });
    expect(res.status).toBe(201);
    expect(appBillingSchema.parse(res.json)).toEqual({ status: 'free-trial' });
    expect(await latestAudit(t.db)).toMatchObject({
      event: 'billing.free-trial-started',
      namespace: 'payments',
      description: 'Started a free trial of Payments',
    });
    const usage = await t.request('GET', '/api/payments/billing/usage', { token: t.tokens.admin });
    expect(usageSchema.parse(usage.json)).toEqual({
      status: 'free-trial',
      credits: 0,
      freeTier: 500,
      ...PERIOD,
      sessionsThisPeriod: 0,
    });
  });

  it('restarts a cancelled app, refuses one in use (409)', async () => {
    expect(
      (await t.request('POST', '/api/e-form/billing/free-trial', { token: t.tokens.owner })).status,
    ).toBe(201);
    const active = await t.request('POST', '/api/passkeys/billing/free-trial', { token: t.tokens.owner });
    expect(active).toMatchObject({
      status: 409,
      json: { error: 'CONFLICT', message: 'Passkeys is already active' },
    });
  });

  it('hides unreleased apps from customers (404) but not from provider staff', async () => {
    expect(
      (await t.request('POST', '/api/gateway-payments/billing/free-trial', { token: t.tokens.owner })).status,
    ).toBe(404);
    expect(
      (await t.request('POST', '/api/gateway-payments/billing/free-trial', { token: t.tokens.ghost })).status,
    ).toBe(201);
    expect(
      (await t.request('POST', '/api/not-an-app/billing/free-trial', { token: t.tokens.owner })).status,
    ).toBe(404);
  });
});

describe('GET /api/{app}/billing/usage', () => {
  it('answers credits used out of the free tier', async () => {
    const res = await t.request('GET', '/api/one-time-passcode/billing/usage', { token: t.tokens.owner });
    // The seeded sessions of this month (the shared generator's rows for the demo account).
    const seeded = seedAppSessions({
      seed: DEFAULT_SEED,
      accountId: DEMO_ACCOUNT_ID,
      app: 'one-time-passcode',
      now: TEST_NOW,
      perDay: SMALL_SEED_SESSIONS_PER_DAY,
    }).filter((session) => session.createdAt >= PERIOD.periodStart).length;
    expect(seeded).toBeGreaterThan(0);
    expect(usageSchema.parse(res.json)).toEqual({
      status: 'free-trial',
      credits: 425,
      freeTier: 500,
      ...PERIOD,
      sessionsThisPeriod: seeded,
    });
  });
});
