import type { CustomerLookupForm } from '../../customer-lookup/forms';
import type { LoggingDestination } from '../../logging/schemas';
import type { TwilioForm } from '../../sms/forms';
import type { SsoProvider } from '../../sso/schemas';
import { DEMO_DOMAIN } from './demo-account';
import { createRandom } from './random';
import type { MockIntegrations, MockStore } from './types';

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

/** Default: customer lookup, Datadog and Okta SSO connected; SMS and the other destinations not. */
export function demoIntegrations(seed: number): MockIntegrations {
  const random = createRandom(seed, 'developer');
  const alphabet = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const integrations: MockIntegrations = {
    customerLookup: null,
    sms: null,
    logging: { datadog: null, cloudwatch: null, sumologic: null, rapid7: null },
    sso: { azure: null, okta: null, oidc: null },
    developer: {
      widgetKey: `wk_live_${random.chars(24, alphabet)}`,
      secretKey: `sk_live_${random.chars(32, alphabet)}`,
      webhookSecret: `whsec_${random.chars(32, alphabet)}`,
    },
  };
  applyIntegrationState(integrations, { customerLookup: true, logging: { datadog: true }, sso: 'okta' });
  return integrations;
}

/** Which integrations are connected; anything left out keeps its current state. */
export interface IntegrationState {
  customerLookup?: boolean;
  sms?: boolean;
  logging?: Partial<Record<LoggingDestination, boolean>>;
  /** The one configured SSO provider, or null for none. */
  sso?: SsoProvider | null;
}

function applyIntegrationState(integrations: MockIntegrations, state: IntegrationState): void {
  const copy = <T>(value: T): T => structuredClone(value);
  if (state.customerLookup !== undefined)
    integrations.customerLookup = state.customerLookup ? copy(CONNECTED_INTEGRATIONS.customerLookup) : null;
  if (state.sms !== undefined) integrations.sms = state.sms ? copy(CONNECTED_INTEGRATIONS.sms) : null;
  for (const [destination, connected] of Object.entries(state.logging ?? {})) {
    const key = destination as LoggingDestination;
    Object.assign(integrations.logging, {
      [key]: connected ? copy(CONNECTED_INTEGRATIONS.logging[key]) : null,
    });
  }
  if (state.sso !== undefined) {
    const provider = state.sso;
    integrations.sso = { azure: null, okta: null, oidc: null };
    if (provider) Object.assign(integrations.sso, { [provider]: copy(CONNECTED_INTEGRATIONS.sso[provider]) });
  }
}

/** Puts the store's integrations in the given state (for stories: every connected / not connected card). */
export function setIntegrations(
  store: MockStore,
  state: IntegrationState | 'all-connected' | 'none-connected',
): void {
  const all = state === 'all-connected';
  if (typeof state === 'string') {
    const logging = { datadog: all, cloudwatch: all, sumologic: all, rapid7: all };
    applyIntegrationState(store.integrations, {
      customerLookup: all,
      sms: all,
      logging,
      sso: all ? 'azure' : null,
    });
    return;
  }
  applyIntegrationState(store.integrations, state);
}
