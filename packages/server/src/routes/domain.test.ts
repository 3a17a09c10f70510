import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandingSchema } from '@console/api-client';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { startDnsServer } from '../test/dns-server';
import { auditCount, latestAudit } from '../test/audit';
import { DOMAIN_ACTIVATION_DELAY_MS } from '@console/api-client/rules';

let t: TestApp;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
beforeAll(async () => {
  dns = await startDnsServer({
    'login.northwind-contact.com': 'cdn.console.example.',
    'wrong.northwind-contact.com': 'elsewhere.example.',
    'www.northwind-contact.com': 'cdn.console.example.',
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

describe('changing and removing the domain', () => {
  const branding = async () =>
    brandingSchema.parse((await t.request('GET', '/api/branding', { token: t.tokens.admin })).json);

  it('changes a verified domain through PUT (verified again), then removes it with DELETE; both audited', async () => {
    await t.request('PUT', '/api/branding/domain', {
      token: t.tokens.admin,
      body: { domain: 'login.northwind-contact.com' },
    });
    t.clock.advance(DOMAIN_ACTIVATION_DELAY_MS);
    expect(await branding()).toMatchObject({ domain: 'login.northwind-contact.com', domainIsVerified: true });

    const changed = await t.request('PUT', '/api/branding/domain', {
      token: t.tokens.owner,
      body: { domain: 'www.northwind-contact.com' },
    });
    expect(brandingSchema.parse(changed.json)).toMatchObject({
      domain: 'www.northwind-contact.com',
      domainIsVerified: false,
    });
    expect(await latestAudit(t.db)).toMatchObject({
      event: 'domain.updated',
      description: 'Changed the custom domain from login.northwind-contact.com to www.northwind-contact.com',
    });

    const removed = await t.request('DELETE', '/api/branding/domain', { token: t.tokens.admin });
    expect(removed.status).toBe(200);
    expect(brandingSchema.parse(removed.json)).toMatchObject({ domain: null, domainIsVerified: false });
    expect(await branding()).toMatchObject({ domain: null, domainIsVerified: false });
    expect(await latestAudit(t.db)).toMatchObject({
      event: 'domain.removed',
      description: 'Removed the custom domain www.northwind-contact.com',
    });
    const count = await auditCount(t.db);
    expect((await t.request('DELETE', '/api/branding/domain', { token: t.tokens.admin })).status).toBe(200);
    expect(await auditCount(t.db)).toBe(count);
  });

  it('refuses a supervisor (403)', async () => {
    const res = await t.request('DELETE', '/api/branding/domain', { token: t.tokens.supervisor });
    expect(res).toMatchObject({ status: 403, json: { error: 'FORBIDDEN' } });
  });
});
