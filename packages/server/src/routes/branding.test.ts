import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandingSchema, encodeSvgLogo, LOGO_MAX_BYTES, LOGO_TOO_LARGE_MESSAGE } from '@console/api-client';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { latestAudit } from '../test/audit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const storedLogo = async () =>
  (
    await t.db
      .selectFrom('branding')
      .select('logo')
      .where('account_id', '=', 'acc_demo0001')
      .executeTakeFirstOrThrow()
  ).logo;

describe('PUT /api/branding', () => {
  it('saves name, sanitised logo and upper-case colour, and audits it', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="20"><rect width="80" height="20" fill="#0B6BCB"/></svg>';
    const res = await t.request('PUT', '/api/branding', {
      token: t.tokens.admin,
      body: { name: ' Northwind ', logo: encodeSvgLogo(svg), color: '#0b6bcb' },
    });
    expect(res.status).toBe(200);
    expect(brandingSchema.parse(res.json)).toMatchObject({
      name: 'Northwind',
      color: '#0B6BCB',
      logo: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 20"><rect width="80" height="20" fill="#0B6BCB"/></svg>',
    });
    expect((await latestAudit(t.db)).event).toBe('branding.updated');
    const get = await t.request('GET', '/api/branding', { token: t.tokens.admin });
    expect(brandingSchema.parse(get.json).color).toBe('#0B6BCB');
  });

  it('stores SVG XSS vectors clean', async () => {
    const vectors = fc.constantFrom(
      '<script>alert(document.cookie)</script>',
      '<rect onload="alert(1)" width="1" height="1"/>',
      '<foreignObject><iframe src="javascript:alert(1)"/></foreignObject>',
      '<use href="https://evil.example/x.svg#a"/>',
      '<a href="javascript:alert(1)"><text>x</text></a>',
      '<style>*{background:url(https://evil.example/)}</style>',
      '<image href="data:image/svg+xml,&lt;svg onload=alert(1)&gt;"/>',
    );
    await fc.assert(
      fc.asyncProperty(fc.array(vectors, { minLength: 1, maxLength: 3 }), async (parts) => {
        const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1">${parts.join('')}<circle r="1"/></svg>`;
        const res = await t.request('PUT', '/api/branding', {
          token: t.tokens.admin,
          body: { name: 'N', logo: encodeSvgLogo(svg), color: null },
        });
        expect(res.status).toBe(200);
        const stored = (await storedLogo()) ?? '';
        expect(stored).toContain('<circle r="1"/>');
        expect(stored).not.toMatch(
          /script|onload|javascript:|foreignObject|iframe|evil\.example|<style|<image|data:|<a[\s>]/i,
        );
      }),
      { numRuns: 15 },
    );
  });

  it('refuses a logo that is not SVG and stores nothing', async () => {
    const before = await storedLogo();
    for (const logo of [
      encodeSvgLogo('<html><script>alert(1)</script></html>'),
      encodeSvgLogo('plain text'),
      encodeSvgLogo('<svg><g></svg>'),
    ]) {
      const res = await t.request('PUT', '/api/branding', {
        token: t.tokens.admin,
        body: { name: 'X', logo, color: null },
      });
      expect(res).toMatchObject({ status: 400, json: { error: 'VALIDATION_FAILED' } });
      expect((res.json as { message: string }).message).toMatch(/^logo: /);
    }
    expect(await storedLogo()).toBe(before);
  });

  it('answers 400 for an out-of-range character reference (not a 500) and stores nothing', async () => {
    const before = await storedLogo();
    for (const reference of ['&#x110000;', '&#99999999999999999999;', '&#0;', '&#xD800;']) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg"><text>${reference}</text></svg>`;
      const res = await t.request('PUT', '/api/branding', {
        token: t.tokens.admin,
        body: { name: 'X', logo: encodeSvgLogo(svg), color: null },
      });
      expect(res).toMatchObject({ status: 400, json: { error: 'VALIDATION_FAILED' } });
      expect((res.json as { message: string }).message).toMatch(/^logo: .*out of range/);
    }
    expect(await storedLogo()).toBe(before);
  });

  it('refuses a logo over 200 kB with its message', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><desc>${'a'.repeat(LOGO_MAX_BYTES)}</desc></svg>`;
    const res = await t.request('PUT', '/api/branding', {
      token: t.tokens.admin,
      body: { name: 'X', logo: encodeSvgLogo(svg), color: null },
    });
    expect(res).toMatchObject({
      status: 400,
      json: { error: 'VALIDATION_FAILED', message: `logo: ${LOGO_TOO_LARGE_MESSAGE}` },
    });
  });
});
