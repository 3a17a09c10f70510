import type { LoggingDestination } from '../../logging/schemas';
import type { SsoProvider } from '../../sso/schemas';
import { CONNECTED_INTEGRATIONS } from './connected-integrations';
import type { DeveloperAccount } from '../../developers/schemas';
import { claimSsoDomain, configuredSsoDomain } from './sso-domains';
import type { MockIntegrations, MockStore } from './types';

/** An account as seeded: nothing connected yet, its API credentials. */
export function noIntegrations(developer: DeveloperAccount): MockIntegrations {
  return {
    customerLookup: null,
    sms: null,
    logging: { datadog: null, cloudwatch: null, sumologic: null, rapid7: null },
    sso: { azure: null, okta: null, oidc: null },
    ssoDomains: {},
    developer,
  };
}

/** The demo set-up of the mocks' default store: customer lookup, Datadog and Okta SSO connected. */
export const DEMO_SETUP_INTEGRATIONS: IntegrationState = {
  customerLookup: true,
  logging: { datadog: true },
  sso: 'okta',
};

/** Which integrations are connected; anything left out keeps its current state. */
export interface IntegrationState {
  customerLookup?: boolean;
  sms?: boolean;
  logging?: Partial<Record<LoggingDestination, boolean>>;
  /** The one configured SSO provider, or null for none. */
  sso?: SsoProvider | null;
}

export function applyIntegrationState(
  integrations: MockIntegrations,
  seed: number,
  state: IntegrationState,
): void {
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
    // A connected provider's domain is proven; with none, no domain is (as after a disconnect).
    const domain = configuredSsoDomain(integrations.sso);
    if (domain)
      Object.assign(claimSsoDomain(integrations, seed, domain), { verified: true, recordPublished: true });
    else for (const proof of Object.values(integrations.ssoDomains)) proof.verified = false;
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
    applyIntegrationState(store.integrations, store.seed, {
      customerLookup: all,
      sms: all,
      logging,
      sso: all ? 'azure' : null,
    });
    return;
  }
  applyIntegrationState(store.integrations, store.seed, state);
}
