import { SSO_PROVIDERS, type SsoConfigs, type SsoProvider } from '@console/api-client';

/** The tooltip on the other cards while one provider is configured (spec 001 §4). */
export const ONE_PROVIDER_REASON = 'Disable the current provider to enable this one';

export const SSO_DESCRIPTIONS = {
  azure: 'Sign in with Microsoft Entra ID, with groups for admins and agents.',
  okta: 'Sign in with your Okta organisation, with groups for admins and agents.',
  oidc: 'Sign in with any OpenID Connect provider.',
} as const satisfies Record<SsoProvider, string>;

/** The configured provider, if any: only one may be configured at a time (spec 001 §4). */
export function currentProvider(configs: SsoConfigs): SsoProvider | undefined {
  return SSO_PROVIDERS.find((provider) => configs[provider] !== null);
}

/** Why a provider's card is disabled, or undefined when it may be used. */
export function disabledReason(configs: SsoConfigs, provider: SsoProvider): string | undefined {
  const current = currentProvider(configs);
  return current && current !== provider ? ONE_PROVIDER_REASON : undefined;
}
