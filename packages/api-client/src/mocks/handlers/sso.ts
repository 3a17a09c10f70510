import type { HttpHandler } from 'msw';
import { auditEvents } from '../../rules/audit-events';
import { conflict, notFound, Refusal, REFUSALS } from '../../rules/errors';
import { ssoParts } from '../../rules/secrets';
import { ssoRecordNotFoundMessage } from '../../sso/domain-proof';
import type { SsoConfigBody, SsoConfigs } from '../../sso/schemas';
import { SSO_PROVIDERS } from '../../sso/schemas';
import { mockRoute } from '../http/mock-route';
import { builtAccountStates } from '../store/accounts';
import { appendAudit } from '../store/audit-log';
import { claimSsoDomain, configuredSsoDomain, ssoDomainView } from '../store/sso-domains';
import type { MockAccountState, MockIntegrations, MockStore } from '../store/types';

/** Client secrets are write-only and never come back (ssoParts, as the server splits them). */
function configs(sso: MockIntegrations['sso']): SsoConfigs {
  return Object.fromEntries(
    SSO_PROVIDERS.map((provider) => {
      const form = sso[provider];
      return [provider, form ? ssoParts({ provider, [provider]: form } as SsoConfigBody).config : null];
    }),
  ) as SsoConfigs;
}

function saveForm(sso: MockIntegrations['sso'], body: SsoConfigBody): void {
  if (body.provider === 'azure') sso.azure = body.azure;
  if (body.provider === 'okta') sso.okta = body.okta;
  if (body.provider === 'oidc') sso.oidc = body.oidc;
}

/** 409 when another account has proven `domain`. */
function refuseDomainOfAnotherAccount(store: MockStore, scope: MockAccountState, domain: string): void {
  const taken = builtAccountStates(store).some(
    (other) => other !== scope && other.integrations.ssoDomains[domain]?.verified,
  );
  if (taken) throw conflict(REFUSALS.ssoDomainTaken);
}

export function ssoHandlers(store: MockStore): HttpHandler[] {
  return [
    mockRoute(store, 'getSso', ({ scope }) => configs(scope.integrations.sso)),
    /**
     * One provider at a time (spec 001 §4). Never a public mail domain (the body's schema), never a domain another
     * account has proven; the domain signs in only once proven.
     */
    mockRoute(store, 'saveSso', ({ body, caller, scope }) => {
      const { integrations } = scope;
      const { provider, domain } = ssoParts(body);
      if (SSO_PROVIDERS.some((name) => name !== provider && integrations.sso[name]))
        throw conflict(REFUSALS.oneSsoProvider);
      refuseDomainOfAnotherAccount(store, scope, domain);
      saveForm(integrations.sso, body);
      claimSsoDomain(integrations, store.seed, domain);
      appendAudit(store, scope, caller, auditEvents.ssoConfigured(provider));
    }),
    mockRoute(store, 'removeSso', ({ body, caller, scope }) => {
      const { integrations } = scope;
      if (!integrations.sso[body.provider]) return;
      integrations.sso[body.provider] = null;
      // A disconnected account no longer holds its domains (the tokens stay).
      for (const proof of Object.values(integrations.ssoDomains)) proof.verified = false;
      appendAudit(store, scope, caller, auditEvents.ssoDisconnected(body.provider));
    }),
    /** The configured SSO domain's TXT record and whether it is proven; null without a provider. */
    mockRoute(store, 'getSsoDomain', ({ scope }) => {
      const domain = configuredSsoDomain(scope.integrations.sso);
      return domain ? ssoDomainView(domain, claimSsoDomain(scope.integrations, store.seed, domain)) : null;
    }),
    /** The server looks the TXT record up; here the store says whether the customer published it. */
    mockRoute(store, 'verifySsoDomain', ({ caller, scope }) => {
      const domain = configuredSsoDomain(scope.integrations.sso);
      if (!domain) throw notFound(REFUSALS.ssoNotConfigured);
      const proof = claimSsoDomain(scope.integrations, store.seed, domain);
      if (proof.verified) return ssoDomainView(domain, proof);
      refuseDomainOfAnotherAccount(store, scope, domain);
      const view = ssoDomainView(domain, proof);
      if (!proof.recordPublished) throw new Refusal('DNS_INVALID', ssoRecordNotFoundMessage(view.recordName));
      proof.verified = true;
      appendAudit(store, scope, caller, auditEvents.ssoDomainVerified(domain));
      return ssoDomainView(domain, proof);
    }),
  ];
}
