import type { SsoDomain } from '../../sso/domain-proof';
import { ssoVerificationRecord } from '../../sso/domain-proof';
import { SSO_PROVIDERS } from '../../sso/schemas';
import { createRandom } from '../../seed/random';
import type { MockIntegrations, MockSsoDomainProof, MockStore } from './types';

/** The configured provider's domain (lower case), or undefined when none is configured. */
export function configuredSsoDomain(sso: MockIntegrations['sso']): string | undefined {
  const provider = SSO_PROVIDERS.find((name) => sso[name]);
  return provider ? sso[provider]?.domain.toLowerCase() : undefined;
}

/** The account's proof of `domain`, made with a seeded token on first claim, as the server does. */
export function claimSsoDomain(integrations: MockIntegrations, seed: number, domain: string) {
  const proofs = integrations.ssoDomains;
  for (const [other, proof] of Object.entries(proofs)) if (other !== domain) proof.verified = false;
  const token = createRandom(seed, `sso-domain:${domain}`).chars(32, '0123456789abcdef');
  proofs[domain] ??= { token, verified: false, recordPublished: false };
  return proofs[domain];
}

export function ssoDomainView(domain: string, proof: MockSsoDomainProof): SsoDomain {
  return { domain, ...ssoVerificationRecord(domain, proof.token), verified: proof.verified };
}

/** For stories: the configured domain's proof in a given state (proven, or the record published or not). */
export function setSsoDomainProof(store: MockStore, state: Partial<Omit<MockSsoDomainProof, 'token'>>): void {
  const domain = configuredSsoDomain(store.integrations.sso);
  if (!domain) throw new Error('setSsoDomainProof: no SSO provider is configured');
  Object.assign(claimSsoDomain(store.integrations, store.seed, domain), state);
}
