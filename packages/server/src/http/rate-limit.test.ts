import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointName } from '@console/api-client';
import { endpoints } from '@console/api-client';
import { createApp } from '../app';
import { PERMISSIONS } from '../auth/permissions';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';

const LIMITS = { perAddress: 3, perAccount: 5, windowMs: 60_000 };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: LIMITS, trustProxy: 1 });
}, 180_000);
afterAll(() => t.close());

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
