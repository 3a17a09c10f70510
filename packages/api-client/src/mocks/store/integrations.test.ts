import { describe, expect, it } from 'vitest';
import { getCustomerLookup } from '../../customer-lookup/get-customer-lookup';
import { getLogging } from '../../logging/get-logging';
import { getSms } from '../../sms/get-sms';
import { getSso } from '../../sso/get-sso';
import { setupMockApi } from '../test-support';
import { setIntegrations } from './integrations';

const api = setupMockApi();

describe('setIntegrations', () => {
  it('gives every connected and not-connected state, answered without secrets', async () => {
    setIntegrations(api.store, 'all-connected');
    expect(Object.values(await getLogging(api.client)).every(Boolean)).toBe(true);
    expect(await getSms(api.client)).toEqual({
      provider: 'twilio',
      twilio: { accountSid: 'AC5f0c3e2a9b7d41e68a0f2c4d6b8e1a37', phoneNumber: '+14155550123' },
    });
    setIntegrations(api.store, 'none-connected');
    expect(Object.values(await getSso(api.client)).every((config) => config === null)).toBe(true);
    expect(await getCustomerLookup(api.client)).toBeNull();
    setIntegrations(api.store, { sso: 'oidc' });
    expect(await getSso(api.client)).toMatchObject({
      oidc: { clientId: 'console' },
      azure: null,
      okta: null,
    });
  });
});
