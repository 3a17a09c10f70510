import { describe, expect, it } from 'vitest';
import { getCustomerLookup } from '../../customer-lookup/get-customer-lookup';
import { removeCustomerLookup } from '../../customer-lookup/remove-customer-lookup';
import { saveCustomerLookup } from '../../customer-lookup/save-customer-lookup';
import { testCustomerLookup } from '../../customer-lookup/test-customer-lookup';
import { getDeveloperAccount } from '../../developers/get-developer-account';
import { getLogging } from '../../logging/get-logging';
import { removeLogging } from '../../logging/remove-logging';
import { saveLogging } from '../../logging/save-logging';
import { maskSecretUrl, SECRET_URL_MASK_MESSAGE } from '../../logging/secret-url';
import { testLogging } from '../../logging/test-logging';
import { getSms } from '../../sms/get-sms';
import { removeSms } from '../../sms/remove-sms';
import { saveSms } from '../../sms/save-sms';
import { getSso } from '../../sso/get-sso';
import { removeSso } from '../../sso/remove-sso';
import { saveSso } from '../../sso/save-sso';
import { CONNECTED_INTEGRATIONS } from '../store/connected-integrations';
import { setIntegrations } from '../store/integrations';
import { TEST_ORIGIN, setupMockApi } from '../test-support';

const api = setupMockApi();
const lookup = CONNECTED_INTEGRATIONS.customerLookup;

describe('integrations', () => {
  it('customer lookup: saved with headerKeys; GET never returns header values; removed to null', async () => {
    const headers = [{ key: 'Authorization', value: 'Bearer s3cret' }];
    expect(await saveCustomerLookup(api.client, { ...lookup, headers })).toMatchObject({
      headerKeys: ['Authorization'],
    });
    const raw = await (await fetch(`${TEST_ORIGIN}/api/customer-lookup`)).text();
    expect(raw).not.toContain('s3cret');
    expect(await getCustomerLookup(api.client)).toMatchObject({
      url: lookup.url,
      headerKeys: ['Authorization'],
    });
    await removeCustomerLookup(api.client);
    expect(await getCustomerLookup(api.client)).toBeNull();
  });

  it('customer lookup: refuses a path over 256 characters on save and on test, as the server does', async () => {
    const long = { ...lookup, customerPath: 'a'.repeat(257) };
    const refusal = {
      status: 400,
      body: { error: 'VALIDATION_FAILED', message: 'customerPath: A path is at most 256 characters' },
    };
    await expect(saveCustomerLookup(api.client, long)).rejects.toMatchObject(refusal);
    await expect(
      testCustomerLookup(api.client, { ...long, phoneNumber: '+14155550123' }),
    ).rejects.toMatchObject(refusal);
  });

  it('customer lookup test: templates applied; a wrong ID path gives null ids', async () => {
    const input = { ...lookup, phoneNumber: '+14155550123' };
    const { customers } = await testCustomerLookup(api.client, input);
    expect(customers.length).toBeGreaterThan(0);
    expect(customers.every((customer) => customer.id?.startsWith('C'))).toBe(true);
    const wrong = await testCustomerLookup(api.client, { ...input, customerId: 'data.nope' });
    expect(wrong.customers.every((customer) => customer.id === null)).toBe(true);
    expect(wrong.customers.map((c) => c.title)).toEqual(customers.map((c) => c.title));
  });

  it('SMS: saved answers the SID, GET never returns the auth token', async () => {
    expect(await getSms(api.client)).toEqual({ provider: null, twilio: null });
    const twilio = CONNECTED_INTEGRATIONS.sms;
    expect(await saveSms(api.client, { provider: 'twilio', twilio })).toEqual({
      twilio: { accountSid: twilio.accountSid },
    });
    const raw = await (await fetch(`${TEST_ORIGIN}/api/sms`)).text();
    expect(raw).not.toContain(twilio.authToken);
    expect(JSON.parse(raw)).toEqual({
      provider: 'twilio',
      twilio: { accountSid: twilio.accountSid, phoneNumber: twilio.phoneNumber },
    });
    await removeSms(api.client);
    expect(await getSms(api.client)).toEqual({ provider: null, twilio: null });
  });

  it('logging: per-destination configs without secrets; test; disconnect', async () => {
    const cloudwatch = CONNECTED_INTEGRATIONS.logging.cloudwatch;
    const saved = await saveLogging(api.client, { destination: 'cloudwatch', cloudwatch });
    expect(saved).toEqual({ cloudwatch: { accessKeyId: cloudwatch.accessKeyId, region: cloudwatch.region } });
    expect(await testLogging(api.client, { destination: 'cloudwatch', cloudwatch })).toEqual({
      wasSuccessful: true,
    });
    const raw = await (await fetch(`${TEST_ORIGIN}/api/logging`)).text();
    expect(raw).not.toContain(cloudwatch.secretAccessKey);
    expect(raw).not.toContain(CONNECTED_INTEGRATIONS.logging.datadog.apiKey);
    await removeLogging(api.client, { destination: 'datadog' });
    expect(await getLogging(api.client)).toMatchObject({ datadog: null, sumologic: null, rapid7: null });
  });

  it('logging: Sumo Logic and Rapid7 URLs answered masked; the unchanged mask keeps the saved URL', async () => {
    const { sumologic, rapid7 } = CONNECTED_INTEGRATIONS.logging;
    expect(await saveLogging(api.client, { destination: 'sumologic', sumologic })).toEqual({
      sumologic: { collectorUrl: 'https://endpoint4.collection.sumologic.com/••••••••' },
    });
    await saveLogging(api.client, { destination: 'rapid7', rapid7 });
    const raw = await (await fetch(`${TEST_ORIGIN}/api/logging`)).text();
    expect(raw).not.toContain('ZaVnC4dh');
    expect(await getLogging(api.client)).toMatchObject({
      rapid7: { webhookUrl: maskSecretUrl(rapid7.webhookUrl) },
    });
    const masked = { webhookUrl: maskSecretUrl(rapid7.webhookUrl) };
    await saveLogging(api.client, { destination: 'rapid7', rapid7: masked });
    expect(api.store.integrations.logging.rapid7).toEqual(rapid7);
    expect(await testLogging(api.client, { destination: 'rapid7', rapid7: masked })).toEqual({
      wasSuccessful: true,
    });
    await expect(
      saveLogging(api.client, {
        destination: 'sumologic',
        sumologic: { collectorUrl: 'https://other.example/••••••••' },
      }),
    ).rejects.toMatchObject({
      status: 400,
      body: { message: `sumologic.collectorUrl: ${SECRET_URL_MASK_MESSAGE}` },
    });
  });

  it('SSO: one provider at a time, secrets never returned', async () => {
    const { azure, okta } = CONNECTED_INTEGRATIONS.sso;
    await expect(saveSso(api.client, { provider: 'azure', azure })).rejects.toMatchObject({ status: 409 });
    await saveSso(api.client, { provider: 'okta', okta: { ...okta, clientId: 'other' } });
    const raw = await (await fetch(`${TEST_ORIGIN}/api/sso`)).text();
    expect(raw).not.toContain(okta.clientSecret);
    expect(JSON.parse(raw)).toMatchObject({ okta: { clientId: 'other' }, azure: null });
    await removeSso(api.client, { provider: 'okta' });
    await saveSso(api.client, { provider: 'azure', azure });
    expect(await getSso(api.client)).toMatchObject({ azure: { clientId: azure.clientId }, okta: null });
  });

  it('setIntegrations gives every connected and not-connected state', async () => {
    setIntegrations(api.store, 'all-connected');
    expect(Object.values(await getLogging(api.client)).every(Boolean)).toBe(true);
    expect((await getSms(api.client)).provider).toBe('twilio');
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

  it('answers the developer keys', async () => {
    expect(await getDeveloperAccount(api.client)).toEqual(api.store.integrations.developer);
  });
});
