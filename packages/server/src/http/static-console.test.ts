import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRootApp } from './root-app';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
let dist = '';
let root: Hono;

beforeAll(async () => {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'console-dist-'));
  dist = path.join(folder, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app");');
  await writeFile(path.join(dist, 'assets', 'index-abc123.css'), 'body{margin:0}');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(folder, 'secret.txt'), 'outside the console');
  const api = new Hono();
  api.get('/api/ping', (c) => c.json({ ok: true }));
  api.all('/api/*', (c) =>
    c.json({ statusCode: 404, error: 'NOT_FOUND', message: 'No such API route' }, 404),
  );
  root = createRootApp(api, dist, { connectSrc: ['https://o1.ingest.sentry.io'] }).root;
});
afterAll(async () => {
  await rm(path.dirname(dist), { recursive: true, force: true });
});

const get = (url: string) => root.request(url);

describe('the built console', () => {
  it('serves index.html at / without caching it', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(INDEX);
  });

  it('serves hashed assets with their type, cached for a year', async () => {
    const js = await get('/assets/index-abc123.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await js.text()).toBe('console.log("app");');
    const css = await get('/assets/index-abc123.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    const svg = await get('/favicon.svg');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers deep links with index.html (SPA fallback)', async () => {
    for (const url of [
      '/settings/admin-management',
      '/watch-tower/accounts/acc_1?tab=usage',
      '/?token=abc',
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(await res.text(), url).toBe(INDEX);
    }
  });

  it('answers a missing asset with 404, not the page', async () => {
    const res = await get('/assets/index-old999.js');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<html');
  });

  it('leaves /api to the API, including its JSON 404', async () => {
    expect(await (await get('/api/ping')).json()).toEqual({ ok: true });
    const missing = await get('/api/no-such-route');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ statusCode: 404, error: 'NOT_FOUND' });
  });

  it('never serves a file outside the folder', async () => {
    for (const url of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/%E0%A4%A',
    ]) {
      const res = await get(url);
      expect(await res.text(), url).not.toContain('outside the console');
    }
  });

  it('serves the API only when there is no build', async () => {
    const api = new Hono();
    api.get('/api/ping', (c) => c.json({ ok: true }));
    const apiOnly = createRootApp(api, path.join(dist, 'missing'));
    expect(apiOnly.servesConsole).toBe(false);
    expect((await apiOnly.root.request('/')).status).toBe(404);
  });
});

describe('security headers', () => {
  const directives = async (url: string) => {
    const csp = (await get(url)).headers.get('content-security-policy') ?? '';
    return new Map(
      csp.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
  };

  it('allow no inline or evaluated scripts', async () => {
    const csp = await directives('/');
    expect(csp.get('script-src')).toContain("'self'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it('let the Webex and Zoom clients frame the console, and nobody else', async () => {
    const ancestors = (await directives('/settings')).get('frame-ancestors');
    expect(ancestors).toEqual(["'self'", 'https://*.webex.com', 'https://*.zoom.us', 'https://*.zoom.com']);
    expect((await get('/')).headers.get('x-frame-options')).toBeNull();
  });

  it('add configured connect-src origins (error reporting)', async () => {
    expect((await directives('/')).get('connect-src')).toEqual(["'self'", 'https://o1.ingest.sentry.io']);
  });

  it('are on pages, assets and API answers alike; API answers are never cached', async () => {
    for (const url of ['/', '/assets/index-abc123.js', '/api/ping', '/api/no-such-route']) {
      const res = await get(url);
      expect(res.headers.get('content-security-policy'), url).toContain('frame-ancestors');
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
    }
    expect((await get('/api/ping')).headers.get('cache-control')).toBe('no-store');
  });
});
