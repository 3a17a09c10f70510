import { createClient } from '@console/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInWithWebex, signInWithZoom } from './authenticate-embedded';
import { createFakeEmbeddedHost } from './fake-embedded-host';

/** An API whose Webex call fails `failures` times with `status`, then answers a token; records each body. */
function webexApi(failures: number, status = 500) {
  const bodies: unknown[] = [];
  const fetch: typeof globalThis.fetch = (_input, init) => {
    bodies.push(JSON.parse(init?.body as string));
    if (bodies.length <= failures) {
      return Promise.resolve(
        Response.json({ statusCode: status, error: 'FAILED', message: 'No' }, { status }),
      );
    }
    return Promise.resolve(Response.json({ token: 'console-token' }, { status: 201 }));
  };
  return { api: createClient({ fetch }), bodies };
}

const gaps = (times: number[]) => times.slice(1).map((time, index) => time - (times[index] ?? 0));

describe('signInWithWebex', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('posts the Webex access token and returns the console token', async () => {
    const { api, bodies } = webexApi(0);
    const host = createFakeEmbeddedHost({ webexAccessToken: 'wx-1' });
    await expect(signInWithWebex({ host, api, signal: new AbortController().signal })).resolves.toBe(
      'console-token',
    );
    expect(bodies).toEqual([{ accessToken: 'wx-1' }]);
  });

  it('retries failed calls after 250, 500 and 1000 ms', async () => {
    const { api } = webexApi(3);
    const host = createFakeEmbeddedHost();
    const signIn = signInWithWebex({ host, api, signal: new AbortController().signal });
    await vi.runAllTimersAsync();
    await expect(signIn).resolves.toBe('console-token');
    expect(gaps(host.webexCalls)).toEqual([250, 500, 1000]);
  });

  it('keeps retrying every 16 s past the cap until a definite answer', async () => {
    const { api } = webexApi(12);
    const host = createFakeEmbeddedHost();
    const signIn = signInWithWebex({ host, api, signal: new AbortController().signal });
    await vi.runAllTimersAsync();
    await expect(signIn).resolves.toBe('console-token');
    expect(gaps(host.webexCalls)).toEqual([
      250, 500, 1000, 2000, 4000, 8000, 16_000, 16_000, 16_000, 16_000, 16_000, 16_000,
    ]);
  });

  it('stops at a definite refusal however late it comes', async () => {
    let calls = 0;
    const api = createClient({
      fetch: () => {
        calls += 1;
        const status = calls <= 9 ? 503 : 401;
        return Promise.resolve(Response.json({ statusCode: status, error: 'X', message: 'No' }, { status }));
      },
    });
    const host = createFakeEmbeddedHost();
    const signIn = signInWithWebex({ host, api, signal: new AbortController().signal });
    const outcome = expect(signIn).rejects.toMatchObject({ status: 401 });
    await vi.runAllTimersAsync();
    await outcome;
    expect(calls).toBe(10);
    expect(gaps(host.webexCalls).at(-1)).toBe(16_000);
  });

  it('never retries a 4xx answer such as ACCOUNT_EXISTS', async () => {
    const { api, bodies } = webexApi(Infinity, 409);
    const host = createFakeEmbeddedHost();
    await expect(signInWithWebex({ host, api, signal: new AbortController().signal })).rejects.toMatchObject({
      status: 409,
    });
    expect(bodies).toHaveLength(1);
  });

  it('retries an SDK that is not ready yet', async () => {
    const { api } = webexApi(0);
    const host = createFakeEmbeddedHost({ webexFailures: 2 });
    const signIn = signInWithWebex({ host, api, signal: new AbortController().signal });
    await vi.runAllTimersAsync();
    await expect(signIn).resolves.toBe('console-token');
    expect(gaps(host.webexCalls)).toEqual([250, 500]);
  });

  it('stops retrying once abandoned', async () => {
    const { api, bodies } = webexApi(Infinity);
    const controller = new AbortController();
    const signIn = signInWithWebex({ host: createFakeEmbeddedHost(), api, signal: controller.signal });
    const outcome = expect(signIn).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(300);
    controller.abort(new Error('left the page'));
    await outcome;
    await vi.runAllTimersAsync();
    expect(bodies).toHaveLength(2);
  });
});

describe('signInWithZoom', () => {
  it('posts the Zoom app context and returns the token and the role', async () => {
    const bodies: unknown[] = [];
    const api = createClient({
      fetch: (_input, init) => {
        bodies.push(JSON.parse(init?.body as string));
        return Promise.resolve(Response.json({ token: 'zoom-token', role: 'admin' }, { status: 201 }));
      },
    });
    const host = createFakeEmbeddedHost({ zoomContext: 'ctx-1' });
    await expect(signInWithZoom({ host, api, signal: new AbortController().signal })).resolves.toEqual({
      token: 'zoom-token',
      role: 'admin',
    });
    expect(bodies).toEqual([{ context: 'ctx-1' }]);
    expect(host.zoomAuthorizations).toEqual([]);
  });

  it('links a Zoom user not linked yet: authorize on the server, in the Zoom client, then link', async () => {
    const calls: { path: string; body: unknown }[] = [];
    const api = createClient({
      fetch: (input, init) => {
        const path = new URL(input instanceof Request ? input.url : String(input), 'http://x').pathname;
        calls.push({ path, body: JSON.parse(init?.body as string) });
        if (path === '/api/zoom/context') {
          return Promise.resolve(
            Response.json(
              { statusCode: 409, error: 'ZOOM_LINK_REQUIRED', message: 'Not linked' },
              { status: 409 },
            ),
          );
        }
        if (path === '/api/zoom/authorize') {
          return Promise.resolve(
            Response.json({ codeChallenge: 'c'.repeat(43), state: 'st-1' }, { status: 201 }),
          );
        }
        return Promise.resolve(Response.json({ token: 'linked-token', role: 'supervisor' }, { status: 201 }));
      },
    });
    const host = createFakeEmbeddedHost({ zoomContext: 'ctx-1', zoomCode: 'code-1' });
    let linking = false;
    await expect(
      signInWithZoom({ host, api, signal: new AbortController().signal, onLinking: () => (linking = true) }),
    ).resolves.toEqual({ token: 'linked-token', role: 'supervisor' });
    expect(linking).toBe(true);
    expect(host.zoomAuthorizations).toEqual([{ codeChallenge: 'c'.repeat(43), state: 'st-1' }]);
    expect(calls).toEqual([
      { path: '/api/zoom/context', body: { context: 'ctx-1' } },
      { path: '/api/zoom/authorize', body: { context: 'ctx-1' } },
      { path: '/api/zoom/link', body: { context: 'ctx-1', code: 'code-1', state: 'st-1' } },
    ]);
  });
});
