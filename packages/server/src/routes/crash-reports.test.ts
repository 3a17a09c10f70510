import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashReportPageSchema, reportErrorResponseSchema } from '@console/api-client';
import { DEMO_ACCOUNT_ID, DEMO_ADMIN_IDS } from '../seed/demo-account';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const crash = (message: string) => ({
  message,
  stack: `Error: ${message}\n    at Page (app.js:1:1)`,
  url: 'https://console.test/settings/branding',
  occurredAt: '2026-11-21T09:59:00.000Z',
  userAgent: 'Mozilla/5.0 (test)',
  release: '1.0.0',
});

const list = async (lastKey?: string) =>
  crashReportPageSchema.parse(
    (
      await t.request('GET', `/api/watch-tower/errors${lastKey ? `?lastKey=${lastKey}` : ''}`, {
        token: t.tokens.root,
      })
    ).json,
  );

describe('crash reports', { timeout: 30_000 }, () => {
  it('stores a crash reported without a session, and with one names the account and admin', async () => {
    const anonymous = await t.request('POST', '/api/errors', { body: crash('before sign-in') });
    expect(anonymous.status).toBe(201);
    reportErrorResponseSchema.parse(anonymous.json);
    const signedIn = await t.request('POST', '/api/errors', {
      token: t.tokens.admin,
      body: crash('signed in'),
    });
    expect(signedIn.status).toBe(201);
    const expired = await t.request('POST', '/api/errors', {
      token: t.tokens.expired,
      body: crash('expired'),
    });
    expect(expired.status).toBe(201);

    const { items, total } = await list();
    expect(total).toBe(3);
    expect(items.map((item) => item.message)).toEqual(['expired', 'signed in', 'before sign-in']);
    expect(items[1]).toMatchObject({
      account: { id: DEMO_ACCOUNT_ID, name: 'Northwind Contact' },
      admin: { id: DEMO_ADMIN_IDS.admin },
      url: 'https://console.test/settings/branding',
      release: '1.0.0',
      receivedAt: t.clock.now().toISOString(),
    });
    expect(items[2]?.account).toBeNull();
  });

  it('refuses an oversized or incomplete report (400) and stores nothing', async () => {
    const before = (await list()).total;
    const huge = await t.request('POST', '/api/errors', { body: crash('x'.repeat(2001)) });
    expect(huge).toMatchObject({ status: 400, json: { statusCode: 400, error: 'VALIDATION_FAILED' } });
    const missing = await t.request('POST', '/api/errors', { body: { message: 'no url' } });
    expect(missing.status).toBe(400);
    expect((await list()).total).toBe(before);
  });

  it('lists reports to operators only, 25 a page', async () => {
    expect((await t.request('GET', '/api/watch-tower/errors', { token: t.tokens.owner })).status).toBe(403);
    expect((await t.request('GET', '/api/watch-tower/errors', { token: t.tokens.ghost })).status).toBe(403);
    expect((await t.request('GET', '/api/watch-tower/errors')).status).toBe(401);
    for (let index = 0; index < 26; index += 1) {
      await t.request('POST', '/api/errors', { body: crash(`crash ${index}`) });
    }
    const first = await list();
    expect(first.items).toHaveLength(25);
    expect(first.items[0]?.message).toBe('crash 25');
    expect(first.lastKey).not.toBeNull();
    const second = await list(first.lastKey ?? '');
    expect(second.items.length).toBe(first.total - 25);
    expect(second.lastKey).toBeNull();
    const bad = await t.request('GET', '/api/watch-tower/errors?lastKey=abc', { token: t.tokens.root });
    expect(bad.status).toBe(400);
  });
});
