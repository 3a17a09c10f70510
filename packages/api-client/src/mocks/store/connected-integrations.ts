import type { CustomerLookupForm } from '../../customer-lookup/forms';
import type { TwilioForm } from '../../sms/forms';
import { DEMO_DOMAIN } from '../../seed/demo-account';
import type { MockIntegrations } from './types';

type Connected<T> = { [K in keyof T]-?: NonNullable<T[K]> };

/** A complete, valid config for every integration, as an admin would have saved it (secrets included). */
export const CONNECTED_INTEGRATIONS: {
  customerLookup: CustomerLookupForm;
  sms: TwilioForm;
  logging: Connected<MockIntegrations['logging']>;
  sso: Connected<MockIntegrations['sso']>;
} = {
  customerLookup: {
    url: 'https://crm.northwind-contact.com/api/customers',
    method: 'GET',
    headers: [{ key: 'X-Api-Key', value: 'crm-secret-key' }],
    customerPath: 'data.customers',
    customerId: 'id',
    titleTemplate: '{firstName} {lastName}',
    descriptionTemplate: 'Account {accountNumber}',
  },
  sms: {
    accountSid: 'AC5f0c3e2a9b7d41e68a0f2c4d6b8e1a37',
    authToken: 'twilio-secret',
    phoneNumber: '+14155550123',
  },
  logging: {
    datadog: { apiKey: 'dd-secret', site: 'eu' },
    cloudwatch: { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'aws-secret', region: 'us-east-1' },
    sumologic: { collectorUrl: 'https://endpoint4.collection.sumologic.com/receiver/v1/http/ZaVnC4dh' },
    rapid7: { webhookUrl: 'https://eu.webhook.logs.insight.rapid7.com/v1/noformat/4f2e9a1c' },
  },
  sso: {
    azure: {
      discoveryUrl: 'https://login.microsoftonline.com/3f1c2a7e/v2.0/.well-known/openid-configuration',
      domain: DEMO_DOMAIN,
      clientId: 'b3a1e2f4-5c6d-4e7f-8a9b-0c1d2e3f4a5b',
      clientSecret: 'azure-secret',
      adminGroupId: 'console-admins',
      agentGroupId: 'console-agents',
    },
    okta: { tenant: 'northwind', domain: DEMO_DOMAIN, clientId: '0oa1b2c3d4', clientSecret: 'okta-secret' },
    oidc: {
      discoveryUrl: 'https://id.northwind-contact.com/.well-known/openid-configuration',
      domain: DEMO_DOMAIN,
      clientId: 'console',
      clientSecret: 'oidc-secret',
    },
  },
};
