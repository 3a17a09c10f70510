import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createClient } from '../client/create-client';
import { createHandlers } from './handlers';
import { MOCK_NOW } from './store/clock';
import { createMockStore } from './store/create-mock-store';
import type { MockStore } from './store/types';

export const TEST_ORIGIN = 'http://console.test';

/**
 * For the mocks' own tests: a fresh store before each test, its handlers on msw/node (unhandled
 * requests fail the test) and the real client. Read `api.store` and `api.client` inside tests.
 * `oneStore` keeps one store for the whole file, as the server's tests keep one database (the role table: its
 * cells must not depend on each other's order on either back end).
 */
export function setupMockApi({ oneStore = false }: { oneStore?: boolean } = {}) {
  const server = setupServer();
  const api = {
    server,
    store: createMockStore(),
    client: createClient({ baseUrl: TEST_ORIGIN, timeZone: 'Europe/London', now: () => MOCK_NOW }),
    /** A client that sends this bearer token. */
    clientWithToken: (token: string) =>
      createClient({ baseUrl: TEST_ORIGIN, timeZone: 'Europe/London', getToken: () => token }),
  } satisfies Record<string, unknown> & { store: MockStore };
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    if (oneStore) server.resetHandlers(...createHandlers(api.store));
  });
  beforeEach(() => {
    if (oneStore) return;
    api.store = createMockStore();
    server.resetHandlers(...createHandlers(api.store));
  });
  afterAll(() => server.close());
  return api;
}
