import type { HttpHandler } from 'msw';
import { activationDue, pointsAtCdn } from '../../rules/branded-domain';
import { auditEvents } from '../../rules/audit-events';
import { conflict, Refusal, REFUSALS } from '../../rules/errors';
import { storedLogo } from '../../rules/svg/stored-logo';
import { mockRoute } from '../http/mock-route';
import { builtAccountStates } from '../store/accounts';
import { appendAudit } from '../store/audit-log';
import type { MockAccountState, MockStore } from '../store/types';

/** The CDN host a branded domain's CNAME must point at (the server's CDN_HOST default). */
export const MOCK_CDN_HOST = 'cdn.console.example';

/** The mock's DNS: the CNAME targets of a name (the store's `dns`, or the CDN for every name). */
function cnameTargets(store: MockStore, name: string): string[] {
  const { cname } = store.dns;
  if (cname === '*') return [MOCK_CDN_HOST];
  const target = cname[name.toLowerCase()];
  return target ? [target] : [];
}

/** A domain set up a while ago whose CNAME still points at the CDN is verified; the provider is the actor. */
function refreshDomainVerification(store: MockStore, scope: MockAccountState): void {
  const { domain, domainIsVerified } = scope.branding;
  if (!domain || domainIsVerified || !scope.domainSubmittedAt) return;
  if (!activationDue(new Date(scope.domainSubmittedAt), store.now)) return;
  if (!pointsAtCdn(cnameTargets(store, domain), MOCK_CDN_HOST)) return;
  scope.branding.domainIsVerified = true;
  appendAudit(store, scope, null, auditEvents.domainVerified(domain));
}

export function brandingHandlers(store: MockStore): HttpHandler[] {
  return [
    mockRoute(store, 'getBranding', ({ scope }) => {
      refreshDomainVerification(store, scope);
      return scope.branding;
    }),
    /** The logo arrives base64-encoded and is kept sanitised (the shared SVG policy); an empty name is unset. */
    mockRoute(store, 'updateBranding', ({ body, caller, scope }) => {
      const logo = storedLogo(body.logo);
      Object.assign(scope.branding, { name: body.name || scope.account.name, logo, color: body.color });
      appendAudit(store, scope, caller, auditEvents.brandingUpdated());
      return scope.branding;
    }),
    /**
     * Sets up the branded domain once its CNAME points at the CDN; otherwise DNS_INVALID and nothing is stored. It
     * then shows as verifying until activated. A domain another account uses is a conflict.
     */
    mockRoute(store, 'updateDomain', ({ body, caller, scope }) => {
      const domain = body.domain.toLowerCase();
      if (!pointsAtCdn(cnameTargets(store, domain), MOCK_CDN_HOST)) throw new Refusal('DNS_INVALID');
      const taken = builtAccountStates(store).some(
        (other) => other !== scope && other.branding.domain?.toLowerCase() === domain,
      );
      if (taken) throw conflict(REFUSALS.domainTaken);
      const previous = scope.branding.domain;
      Object.assign(scope.branding, { domain, domainIsVerified: false });
      scope.domainSubmittedAt = store.now.toISOString();
      appendAudit(store, scope, caller, auditEvents.domainUpdated(previous, domain));
      return scope.branding;
    }),
    /** Removes the branded domain; without one, nothing changes and nothing is recorded. */
    mockRoute(store, 'removeDomain', ({ caller, scope }) => {
      const previous = scope.branding.domain;
      if (previous) {
        Object.assign(scope.branding, { domain: null, domainIsVerified: false });
        scope.domainSubmittedAt = null;
        appendAudit(store, scope, caller, auditEvents.domainRemoved(previous));
      }
      return scope.branding;
    }),
  ];
}
