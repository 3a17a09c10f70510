import { beforeAll, describe, expect, it } from 'vitest';
import type { EndpointName } from '../endpoints';
import { endpoints } from '../endpoints';
import { sessionToken } from './http/caller';
import type { RoleCaseCaller } from './role-cases';
import { ROLE_CASE_CALLERS, ROLE_CASE_CODES, ROLE_CASES } from './role-cases';
import { setIntegrations } from './store/integrations';
import { signInAs, signOutStore } from './store/session';
import type { MockStore } from './store/types';
import { setupMockApi, TEST_ORIGIN } from './test-support';

const api = setupMockApi({ oneStore: true });
// As on the server's test app, no integration is configured (the mocks' default connects a few).
beforeAll(() => setIntegrations(api.store, 'none-connected'));

/** The caller's token in the mock store (the token decides the caller; `none` has no token and no session). */
function tokenOf(store: MockStore, caller: RoleCaseCaller): string | undefined {
  switch (caller) {
    case 'none':
      signOutStore(store);
      return undefined;
    case 'root':
      signInAs(store, { role: 'admin', isRoot: true });
      return sessionToken(store);
    case 'ghost':
      signInAs(store, { role: 'owner', isRoot: true });
      return sessionToken(store, { ghost: true });
    default:
      // The store is shared by every cell: root and ghost left their admin marked as root.
      signInAs(store, { role: caller, isRoot: false });
      return sessionToken(store);
  }
}

describe.each(Object.keys(ROLE_CASES) as EndpointName[])('the mocks answer the role table: %s', (name) => {
  it.each(ROLE_CASE_CALLERS)('as %s', async (caller) => {
    const { request, [caller]: status } = ROLE_CASES[name];
    const token = tokenOf(api.store, caller);
    const response = await fetch(`${TEST_ORIGIN}/api${request.path}`, {
      method: endpoints[name].method,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    const json = status >= 400 ? ((await response.json()) as unknown) : undefined;
    expect({ status: response.status, error: (json as { error?: string } | undefined)?.error }).toEqual({
      status,
      error: ROLE_CASE_CODES[status],
    });
  });
});

it('the table covers every call', () => {
  expect(Object.keys(ROLE_CASES).sort()).toEqual(Object.keys(endpoints).sort());
});
