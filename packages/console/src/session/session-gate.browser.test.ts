import { createClient } from '@console/api-client';
import { createHandlers, createMockStore, sessionToken, signInAs } from '@console/api-client/mocks';
import { getResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createConsoleRouter } from '../router';
import type { RunMode } from './mode';
import { createSession } from './session';
import { memoryTokenStorage } from './token-storage';

const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = `${base64url('{"alg":"none"}')}.${base64url('{"acc":"acc_1"}')}.`;

/** Answers the bootstrap call with the given status and body; any other call is a test failure. */
const bootstrapAnswering =
  (status: number, body: unknown): typeof fetch =>
  (input) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.endsWith('/api/admins/bootstrap')) return Promise.reject(new Error(`unexpected call ${url}`));
    return Promise.resolve(Response.json(body, { status }));
  };

interface Visit {
  stored?: string | null;
  mode?: RunMode;
  fetch?: typeof fetch;
}

async function open(path: string, { stored = null, mode = 'standalone', fetch }: Visit = {}) {
  const storage = memoryTokenStorage(stored);
  const session = createSession({ storage, mode });
  const api = createClient({ getToken: () => session.get().token, ...(fetch ? { fetch } : {}) });
  const router = createConsoleRouter(
    { queryClient: new QueryClient(), api, session },
    createMemoryHistory({ initialEntries: [path] }),
  );
  await router.load();
  return { router, storage, location: router.state.location };
}

describe('the session gate', () => {
  it('sends an unauthenticated standalone visitor of any other path to the root, without the query', async () => {
    const { location } = await open('/settings/branding?tab=logo');
    expect(location.pathname).toBe('/');
    expect(location.searchStr).toBe('');
  });

  it('keeps the query at the root', async () => {
    const { location } = await open('/?expired=true');
    expect(location.pathname).toBe('/');
    expect(location.search).toEqual({ expired: true });
  });

  it('leaves sign-up and the SSO callback open', async () => {
    expect((await open('/sign-up')).location.pathname).toBe('/sign-up');
  });

  it('keeps embedded visitors where they are: the root signs them in', async () => {
    const { location } = await open('/', { mode: 'webex' });
    expect(location.pathname).toBe('/');
  });

  it('clears the token and goes home with expired=true when the bootstrap says JWT_EXPIRED', async () => {
    const fetch = bootstrapAnswering(401, { statusCode: 401, error: 'JWT_EXPIRED', message: 'jwt expired' });
    const { location, storage } = await open('/settings', { stored: token, fetch });
    expect(location.pathname).toBe('/');
    expect(location.search).toEqual({ expired: true });
    expect(storage.get()).toBeNull();
  });

  it('clears the token and goes home on any other bootstrap failure', async () => {
    const fetch = bootstrapAnswering(500, { statusCode: 500 });
    const { location, storage } = await open('/settings', { stored: token, fetch });
    expect(location.pathname).toBe('/');
    expect(location.search).toEqual({});
    expect(storage.get()).toBeNull();
  });
});

describe('the area guards', () => {
  /** Answers every call from a fresh mock store signed in as `persona`, through MSW's handlers without a worker. */
  async function openAs(path: string, persona: { role: 'owner' | 'admin' | 'supervisor'; isRoot?: boolean }) {
    const store = createMockStore();
    signInAs(store, persona);
    const mocks = createHandlers(store);
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      return (await getResponse(mocks, request)) ?? Response.error();
    };
    return open(path, { stored: sessionToken(store), fetch });
  }

  it('opens settings to an admin and the owner, and sends a supervisor home', async () => {
    expect((await openAs('/settings', { role: 'admin' })).location.pathname).toBe('/settings');
    expect((await openAs('/settings', { role: 'owner' })).location.pathname).toBe('/settings');
    expect((await openAs('/settings', { role: 'supervisor' })).location.pathname).toBe('/');
  });

  it('opens Watch Tower to root users only', async () => {
    expect((await openAs('/watch-tower', { role: 'owner', isRoot: true })).location.pathname).toBe(
      '/watch-tower',
    );
    expect((await openAs('/watch-tower', { role: 'owner' })).location.pathname).toBe('/');
  });
});
