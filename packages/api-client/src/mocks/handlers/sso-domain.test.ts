import { describe, expect, it } from 'vitest';
import { authorizeSso } from '../../auth/authorize-sso';
import { completeSsoCallback } from '../../auth/complete-sso-callback';
import { getSsoDomain } from '../../sso/get-sso-domain';
import { removeSso } from '../../sso/remove-sso';
import { saveSso } from '../../sso/save-sso';
import { verifySsoDomain } from '../../sso/verify-sso-domain';
import { ops, scenario } from '../scenarios';
import { setIntegrations } from '../store/integrations';
import { TEST_ORIGIN, setupMockApi } from '../test-support';

const api = setupMockApi();
const oidc = {
  discoveryUrl: 'https://id.fabrikam.example',
  domain: 'Fabrikam.example',
  clientId: 'console',
  clientSecret: 'secret',
};

describe('SSO domain proof (mocks answer as the server)', () => {
  it('refuses a public mail domain with 400, as the form does', async () => {
    setIntegrations(api.store, 'none-connected');
    const res = await fetch(`${TEST_ORIGIN}/api/sso`, {
      method: 'POST',
      body: JSON.stringify({ provider: 'oidc', oidc: { ...oidc, domain: 'gmail.com' } }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      message: 'oidc.domain: A public e-mail domain such as gmail.com cannot be used for SSO',
    });
  });

  it('signs in only once the TXT record is found', async () => {
    setIntegrations(api.store, 'none-connected');
    await saveSso(api.client, { provider: 'oidc', oidc });
    const pending = await getSsoDomain(api.client);
    expect(pending).toMatchObject({
      domain: 'fabrikam.example',
      recordName: '_console-verify.fabrikam.example',
      verified: false,
    });
    expect(pending?.recordValue).toMatch(/^console-verification=[0-9a-f]{32}$/);
    const email = { email: 'ana@fabrikam.example' };
    await expect(authorizeSso(api.client, email)).rejects.toMatchObject({ code: 'SSO_NOT_CONFIGURED' });
    await expect(verifySsoDomain(api.client)).rejects.toMatchObject({ status: 400, code: 'DNS_INVALID' });

    const proof = api.store.integrations.ssoDomains['fabrikam.example'];
    if (proof) proof.recordPublished = true;
    expect(await verifySsoDomain(api.client)).toMatchObject({ verified: true });
    expect((await getSsoDomain(api.client))?.recordValue).toBe(pending?.recordValue);
    expect((await authorizeSso(api.client, email)).url).toContain('https://id.fabrikam.example/authorize');

    // A disconnect releases the domain: connecting again needs a new check (same record).
    await removeSso(api.client, { provider: 'oidc' });
    expect(await getSsoDomain(api.client)).toBeNull();
    await saveSso(api.client, { provider: 'oidc', oidc });
    expect(await getSsoDomain(api.client)).toMatchObject({
      verified: false,
      recordValue: pending?.recordValue,
    });
  });

  it('answers NOT_AUTHORIZED with 403 for a member of the agent group', async () => {
    api.server.use(scenario(ops.completeSsoCallback).error('NOT_AUTHORIZED'));
    await expect(completeSsoCallback(api.client, { code: 'c', state: 's' })).rejects.toMatchObject({
      status: 403,
      code: 'NOT_AUTHORIZED',
    });
  });
});
