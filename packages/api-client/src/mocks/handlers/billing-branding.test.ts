import { describe, expect, it } from 'vitest';
import { getUsage } from '../../billing/get-usage';
import { startFreeTrial } from '../../billing/start-free-trial';
import { getBranding } from '../../branding/get-branding';
import { LOGO_MAX_BYTES, LOGO_TOO_LARGE_MESSAGE } from '../../branding/forms';
import { encodeSvgLogo } from '../../branding/schemas';
import { updateBranding } from '../../branding/update-branding';
import { updateDomain } from '../../branding/update-domain';
import { searchCustomers } from '../../customer-search/search-customers';
import { getBootstrap } from '../../session/get-bootstrap';
import { TEST_ORIGIN, setupMockApi } from '../test-support';

const api = setupMockApi();

describe('billing, branding and customer search', () => {
  it('answers usage, with the 85% free trial', async () => {
    expect(await getUsage(api.client, { app: 'one-time-passcode' })).toEqual({
      status: 'free-trial',
      credits: 425,
      freeTier: 500,
    });
    expect((await fetch(`${TEST_ORIGIN}/api/not-an-app/billing/usage`)).status).toBe(404);
  });

  it('starts a free trial: status free-trial, the billing answered and in the bootstrap', async () => {
    expect(await startFreeTrial(api.client, { app: 'payments' })).toEqual({ status: 'free-trial' });
    expect(await getUsage(api.client, { app: 'payments' })).toMatchObject({ credits: 0, freeTier: 500 });
    expect((await getBootstrap(api.client)).billing.payments).toEqual({ status: 'free-trial' });
    expect(api.store.auditLog[0]).toMatchObject({
      namespace: 'payments',
      event: 'billing.free-trial-started',
    });
    expect(await startFreeTrial(api.client, { app: 'passkeys' })).toEqual({ status: 'subscription' });
  });

  it('saves branding: the base64 logo comes back as SVG markup, the colour upper-cased', async () => {
    const logo = '<svg viewBox="0 0 1 1"><rect fill="#ABCDEF"/></svg>';
    const saved = await updateBranding(api.client, {
      name: 'Acme',
      logo: encodeSvgLogo(logo),
      color: '#abcdef',
    });
    expect(saved).toMatchObject({ name: 'Acme', logo, color: '#ABCDEF' });
    expect(await getBranding(api.client)).toEqual(saved);
  });

  it('refuses a logo over 200 kB as the server does, and keeps the stored one', async () => {
    const before = api.store.branding.logo;
    const logo = `<svg><desc>${'a'.repeat(LOGO_MAX_BYTES)}</desc></svg>`;
    await expect(
      updateBranding(api.client, { name: 'Acme', logo: encodeSvgLogo(logo), color: null }),
    ).rejects.toMatchObject({
      status: 400,
      body: { error: 'VALIDATION_FAILED', message: `logo: ${LOGO_TOO_LARGE_MESSAGE}` },
    });
    expect(api.store.branding.logo).toBe(before);
  });

  it('stores a new domain unverified, and refuses a malformed one', async () => {
    api.store.branding.domainIsVerified = true;
    const saved = await updateDomain(api.client, { domain: 'id.acme.com' });
    expect(saved).toMatchObject({ domain: 'id.acme.com', domainIsVerified: false });
    await expect(updateDomain(api.client, { domain: 'Not A Domain' })).rejects.toMatchObject({ status: 400 });
    expect(api.store.branding.domain).toBe('id.acme.com');
  });

  it('filters customer results by customerRef and needs one', async () => {
    const results = await searchCustomers(api.client, { customerRef: 'cust-10042' });
    // The demo owner is a customer, not staff: the unreleased apps' sessions are left out, as on the server.
    expect(results).toHaveLength(46);
    expect(
      results.some((result) => result.app === 'identity-verification' || result.app === 'gateway-payments'),
    ).toBe(false);
    expect(results[0]).not.toHaveProperty('customerRef');
    expect(await searchCustomers(api.client, { customerRef: 'nobody' })).toEqual([]);
    expect((await searchCustomers(api.client, { customerRef: 'ACME-77' })).length).toBeGreaterThan(2);
    expect((await fetch(`${TEST_ORIGIN}/api/results/customer`)).status).toBe(400);
  });
});
