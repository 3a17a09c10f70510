import type { HttpHandler } from 'msw';
import { domainChangeDescription, domainRemovalDescription } from '../../branding/domain-audit';
import { decodeSvgLogo } from '../../branding/schemas';
import { endpoints } from '../../endpoints';
import { actorOf, withCaller } from '../http/caller';
import { readBody } from '../http/read-body';
import { answer } from '../http/respond';
import { route } from '../http/route';
import { appendAudit } from '../store/audit-log';
import type { MockStore } from '../store/types';

export function brandingHandlers(store: MockStore): HttpHandler[] {
  return [
    route(
      endpoints.getBranding,
      withCaller(store, () => answer(endpoints.getBranding, store.branding)),
    ),
    /** The logo arrives base64-encoded and is kept (and answered) as SVG markup; an empty name is unset. */
    route(
      endpoints.updateBranding,
      withCaller(store, async ({ request, caller }) => {
        const body = await readBody(request, endpoints.updateBranding.body);
        if (!body.ok) return body.response;
        const { name, logo, color } = body.data;
        Object.assign(store.branding, { name: name || null, logo: logo && decodeSvgLogo(logo), color });
        appendAudit(store, actorOf(caller), {
          event: 'branding.updated',
          description: 'Updated the branding',
        });
        return answer(endpoints.updateBranding, store.branding);
      }),
    ),
    /** A new domain starts unverified ('Verifying...'); the mock never verifies it by itself. */
    route(
      endpoints.updateDomain,
      withCaller(store, async ({ request, caller }) => {
        const body = await readBody(request, endpoints.updateDomain.body);
        if (!body.ok) return body.response;
        const previous = store.branding.domain;
        const domain = body.data.domain.toLowerCase();
        Object.assign(store.branding, { domain, domainIsVerified: false });
        appendAudit(store, actorOf(caller), {
          event: 'domain.updated',
          description: domainChangeDescription(previous, domain),
        });
        return answer(endpoints.updateDomain, store.branding);
      }),
    ),
    /** Removes the branded domain (nothing to do without one: answered unchanged, no audit entry). */
    route(
      endpoints.removeDomain,
      withCaller(store, ({ caller }) => {
        const previous = store.branding.domain;
        if (previous) {
          Object.assign(store.branding, { domain: null, domainIsVerified: false });
          appendAudit(store, actorOf(caller), {
            event: 'domain.removed',
            description: domainRemovalDescription(previous),
          });
        }
        return answer(endpoints.removeDomain, store.branding);
      }),
    ),
  ];
}
