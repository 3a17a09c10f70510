import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandingSchema } from '@console/api-client';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { startDnsServer } from '../test/dns-server';
import { auditCount, latestAudit } from '../test/audit';
import { DOMAIN_ACTIVATION_DELAY_MS } from './domain-verification';

let t: TestApp;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
beforeAll(async () => {
  dns = await startDnsServer({
    'login.northwind-contact.com': 'cdn.console.example.',
    'wrong.northwind-contact.com': 'elsewhere.example.',
  });
  t = await createTestApp({ dnsServers: [dns.server], cdnHost: 'cdn.console.example' });
}, 180_000);
afterAll(async () => {
  await t.close();
  await dns.close();
});

describe('PUT /api/branding/domain', () => {
  it('answers DNS_INVALID (400) when the CNAME is missing or points elsewhere, storing nothing', async () => {
    const count = await auditCount(t.db);
    for (const domain of ['wrong.northwind-contact.com', 'missing.northwind-contact.com']) {
      const res = await t.request('PUT', '/api/branding/domain', { token: t.tokens.admin, body: { domain } });
      expect(res).toMatchObject({
        status: 400,
        json: {
          statusCode: 400,
          error: 'DNS_INVALID',
          message: "DNS settings are invalid or haven't propagated yet",
        },
      });
    }
    expect(await auditCount(t.db)).toBe(count);
    expect(
      brandingSchema.parse((await t.request('GET', '/api/branding', { token: t.tokens.admin })).json).domain,
    ).toBeNull();
  });

  it('saves a domain whose CNAME points at the CDN as verifying, then verified after activation', async () => {
    const res = await t.request('PUT', '/api/branding/domain', {
      token: t.tokens.admin,
      body: { domain: 'login.northwind-contact.com' },
    });
    expect(res.status).toBe(200);
    expect(brandingSchema.parse(res.json)).toMatchObject({
      domain: 'login.northwind-contact.com',
      domainIsVerified: false,
    });
    expect((await latestAudit(t.db)).event).toBe('domain.updated');
    t.clock.advance(DOMAIN_ACTIVATION_DELAY_MS - 1000);
    expect(
      brandingSchema.parse((await t.request('GET', '/api/branding', { token: t.tokens.admin })).json)
        .domainIsVerified,
    ).toBe(false);
    t.clock.advance(1000);
    expect(
      brandingSchema.parse((await t.request('GET', '/api/branding', { token: t.tokens.admin })).json)
        .domainIsVerified,
    ).toBe(true);
    expect(await latestAudit(t.db)).toMatchObject({ event: 'domain.verified', admin_first_name: null });
  });
});
