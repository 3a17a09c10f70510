import { getResponse } from 'msw';
import { createHandlers } from '../handlers';
import { configuredSsoDomain, claimSsoDomain } from '../store/sso-domains';
import { createMockStore } from '../store/create-mock-store';
import { signOutStore } from '../store/session';
import { encodeMockToken } from '../token';
import { claimsOf } from './callers';
import type { ContractBackend } from './runner';
import type { ContractGroup } from './types';

/** The seed the table runs on: the server tests' (12 tenants, 60 days of activity). */
export const CONTRACT_SEED = { tenants: 12, days: 60, extraCustomers: 0 } as const;

/** The origin the mocks' requests go to (MSW matches any). */
const ORIGIN = 'http://console.test';

/**
 * The mocks as the table's back end: a fresh store of the shared seed as the server loads it (nothing connected, no
 * signed-in session), its handlers answering through MSW's own matching (`getResponse`), the group's DNS.
 */
export function mockBackend(group: ContractGroup): ContractBackend {
  const store = createMockStore({
    demoSetup: false,
    tenants: CONTRACT_SEED.tenants,
    days: CONTRACT_SEED.days,
  });
  signOutStore(store);
  store.dns.cname = { ...group.cname };
  const handlers = createHandlers(store);
  let issued = 0;
  return {
    async request(method, path, { token, body, rawBody, form }) {
      const headers = new Headers();
      if (token) headers.set('authorization', `Bearer ${token}`);
      if (body !== undefined) headers.set('content-type', 'application/json');
      const request = new Request(`${ORIGIN}${path}`, {
        method,
        headers,
        body: form ?? rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
      });
      const response = await getResponse(handlers, request);
      if (!response) throw new Error(`no mock handler for ${method} ${path}`);
      return { status: response.status, headers: response.headers, text: await response.text() };
    },
    async token(caller) {
      const claims = claimsOf(caller);
      issued += 1;
      return Promise.resolve(claims && encodeMockToken({ ...claims, jti: `contract-${issued}` }, store.now));
    },
    async lastInvitationToken() {
      const link = store.outbox.at(-1)?.text.match(/\/invitations\/accept\?token=([^\s]+)/);
      if (!link?.[1]) throw new Error('last-invitation-link: no invitation e-mail was sent');
      return Promise.resolve(decodeURIComponent(link[1]));
    },
    async publishSsoRecord() {
      const domain = configuredSsoDomain(store.integrations.sso);
      if (!domain) throw new Error('publish-sso-record: no SSO provider is configured');
      claimSsoDomain(store.integrations, store.seed, domain).recordPublished = true;
      return Promise.resolve();
    },
  };
}
