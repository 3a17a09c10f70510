import type { HttpHandler } from 'msw';
import { ERROR_CODES } from '../../client/error-codes';
import { endpoints } from '../../endpoints';
import { ssoRecordNotFoundMessage } from '../../sso/domain-proof';
import type { SsoConfigBody, SsoConfigs } from '../../sso/schemas';
import { SSO_PROVIDER_LABELS, SSO_PROVIDERS } from '../../sso/schemas';
import { actorOf, withCaller } from '../http/caller';
import { readBody } from '../http/read-body';
import { answer, apiError, conflict, emptyAnswer, notFound } from '../http/respond';
import { route } from '../http/route';
import { appendAudit } from '../store/audit-log';
import { claimSsoDomain, configuredSsoDomain, ssoDomainView } from '../store/sso-domains';
import type { MockIntegrations, MockStore } from '../store/types';

/** Client secrets are write-only and never come back. */
function toConfigs({ azure, okta, oidc }: MockIntegrations['sso']): SsoConfigs {
  const strip = <T extends { clientSecret: string }>(config: T | null) => {
    if (!config) return null;
    const { clientSecret: _secret, ...rest } = config;
    return rest;
  };
  return { azure: strip(azure), okta: strip(okta), oidc: strip(oidc) };
}

function saveConfig(sso: MockIntegrations['sso'], body: SsoConfigBody): void {
  if (body.provider === 'azure') sso.azure = body.azure;
  if (body.provider === 'okta') sso.okta = body.okta;
  if (body.provider === 'oidc') sso.oidc = body.oidc;
}

export function ssoHandlers(store: MockStore): HttpHandler[] {
  const e = endpoints;
  return [
    route(
      e.getSso,
      withCaller(store, () => answer(e.getSso, toConfigs(store.integrations.sso))),
    ),
    /** Only one provider at a time (spec 001 §4): configuring a second one is refused with 409. */
    route(
      e.saveSso,
      withCaller(store, async ({ request, caller }) => {
        const body = await readBody(request, e.saveSso.body);
        if (!body.ok) return body.response;
        const { provider } = body.data;
        const other = SSO_PROVIDERS.find((name) => name !== provider && store.integrations.sso[name]);
        if (other)
          return conflict('SSO_PROVIDER_CONFIGURED', 'Disable the current provider to enable this one');
        saveConfig(store.integrations.sso, body.data);
        const domain = configuredSsoDomain(store.integrations.sso);
        if (domain) claimSsoDomain(store.integrations, store.seed, domain);
        appendAudit(store, actorOf(caller), {
          event: 'sso.configured',
          description: `${SSO_PROVIDER_LABELS[provider]} has been configured`,
        });
        return emptyAnswer(e.saveSso);
      }),
    ),
    route(
      e.removeSso,
      withCaller(store, async ({ request, caller }) => {
        const body = await readBody(request, e.removeSso.body);
        if (!body.ok) return body.response;
        store.integrations.sso[body.data.provider] = null;
        // As the server: a disconnected account no longer holds its domain (the token stays).
        if (!configuredSsoDomain(store.integrations.sso))
          for (const proof of Object.values(store.integrations.ssoDomains)) proof.verified = false;
        appendAudit(store, actorOf(caller), {
          event: 'sso.removed',
          description: `${SSO_PROVIDER_LABELS[body.data.provider]} has been disconnected`,
        });
        return emptyAnswer(e.removeSso);
      }),
    ),
    route(
      e.getSsoDomain,
      withCaller(store, () => {
        const domain = configuredSsoDomain(store.integrations.sso);
        if (!domain) return answer(e.getSsoDomain, null);
        return answer(
          e.getSsoDomain,
          ssoDomainView(domain, claimSsoDomain(store.integrations, store.seed, domain)),
        );
      }),
    ),
    /** The server looks the TXT record up; here the store says whether the customer published it. */
    route(
      e.verifySsoDomain,
      withCaller(store, ({ caller }) => {
        const domain = configuredSsoDomain(store.integrations.sso);
        if (!domain) return notFound('Single sign-on configuration');
        const proof = claimSsoDomain(store.integrations, store.seed, domain);
        const view = ssoDomainView(domain, proof);
        if (!proof.verified) {
          if (!proof.recordPublished)
            return apiError(400, ERROR_CODES.DNS_INVALID, ssoRecordNotFoundMessage(view.recordName));
          proof.verified = true;
          appendAudit(store, actorOf(caller), {
            event: 'sso.domain-verified',
            description: `Verified the single sign-on domain ${domain}`,
          });
        }
        return answer(e.verifySsoDomain, { ...view, verified: true });
      }),
    ),
  ];
}
