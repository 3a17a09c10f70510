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
 */
export function setupMockApi() {
  const server = setupServer();
  const api = {
    server,
    store: createMockStore(),
    client: createClient({ baseUrl: TEST_ORIGIN, timeZone: 'Europe/London', now: () => MOCK_NOW }),
    /** A client that sends this bearer token. */
    clientWithToken: (token: string) =>
      createClient({ baseUrl: TEST_ORIGIN, timeZone: 'Europe/London', getToken: () => token }),
  } satisfies Record<string, unknown> & { store: MockStore };
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    api.store = createMockStore();
    server.resetHandlers(...createHandlers(api.store));
  });
  afterAll(() => server.close());
  return api;
}
