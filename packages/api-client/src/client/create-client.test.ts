import { http, HttpResponse } from 'msw';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { setupMswServer } from '../test/msw-server';
import { ApiError, errorMessage, isApiError } from './api-error';
import type { ApiClient } from './create-client';
import { createClient } from './create-client';
import { ERROR_CODES } from './error-codes';
import { ResponseValidationError } from './response-error';

const server = setupMswServer();
const BASE = 'http://api.test';
const ok = z.object({ ok: z.boolean() });

function capture() {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => void seen.push(request.clone()));
  return seen;
}

describe('createClient', () => {
  it('prefixes /api, sends the bearer token and X-TimeZone', async () => {
    const seen = capture();
    server.use(http.get(`${BASE}/api/things`, () => HttpResponse.json({ ok: true })));
    const client = createClient({ baseUrl: BASE, getToken: () => 'tok', timeZone: 'Europe/Paris' });
    await expect(client.json(ok, { method: 'GET', path: '/things' })).resolves.toEqual({ ok: true });
    expect(seen[0]?.url).toBe('http://api.test/api/things');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok');
    expect(seen[0]?.headers.get('x-timezone')).toBe('Europe/Paris');
  });

  it('defaults baseUrl to the same origin, X-TimeZone to the runtime zone, and awaits async tokens', async () => {
    const urls: string[] = [];
    const fakeFetch: typeof fetch = (input, init) => {
      urls.push(input instanceof Request ? input.url : input.toString());
      const headers = new Headers(init?.headers);
      expect(headers.get('x-timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
      expect(headers.get('authorization')).toBe('Bearer later');
      return Promise.resolve(Response.json({ ok: true }));
    };
    const client = createClient({ fetch: fakeFetch, getToken: () => Promise.resolve('later') });
    await client.json(ok, { method: 'GET', path: '/things' });
    expect(urls).toEqual(['/api/things']);
  });

  it('sends no Authorization header without a token', async () => {
    const seen = capture();
    server.use(http.get(`${BASE}/api/things`, () => HttpResponse.json({ ok: true })));
    await createClient({ baseUrl: BASE, getToken: () => null }).json(ok, {
      method: 'GET',
      path: '/things',
    });
    expect(seen[0]?.headers.has('authorization')).toBe(false);
  });

  it('sends GET parameters as a query string with brackets for arrays, and no body', async () => {
    const seen = capture();
    server.use(http.get(`${BASE}/api/things`, () => HttpResponse.json({ ok: true })));
    await createClient({ baseUrl: BASE }).json(ok, {
      method: 'GET',
      path: '/things',
      query: { q: 'a b', apps: ['passkeys', 'e-form'], skipped: undefined },
    });
    expect(new URL(seen[0]?.url ?? '').search).toBe('?q=a%20b&apps[]=passkeys&apps[]=e-form');
    expect(seen[0]?.headers.has('content-type')).toBe(false);
  });

  it('sends JSON bodies for other methods', async () => {
    const seen = capture();
    server.use(http.put(`${BASE}/api/things`, () => HttpResponse.json({ ok: true })));
    await createClient({ baseUrl: BASE }).json(ok, { method: 'PUT', path: '/things', body: { a: 1 } });
    expect(seen[0]?.headers.get('content-type')).toBe('application/json');
    await expect(seen[0]?.json()).resolves.toEqual({ a: 1 });
  });

  it('expects 201 for POST and 200 otherwise', async () => {
    const client = createClient({ baseUrl: BASE });
    server.use(
      http.post(`${BASE}/api/created`, () => HttpResponse.json({ ok: true }, { status: 201 })),
      http.post(`${BASE}/api/ok`, () => HttpResponse.json({ ok: true }, { status: 200 })),
      http.put(`${BASE}/api/created`, () => HttpResponse.json({ ok: true }, { status: 201 })),
    );
    await expect(client.json(ok, { method: 'POST', path: '/created' })).resolves.toEqual({ ok: true });
    await expect(client.json(ok, { method: 'POST', path: '/ok' })).rejects.toThrow(
      'unexpected response status: 200',
    );
    await expect(client.json(ok, { method: 'PUT', path: '/created' })).rejects.toThrow(
      'unexpected response status: 201',
    );
  });

  it('puts the parsed 4xx body and its code on the ApiError', async () => {
    const body = { statusCode: 401, error: 'JWT_EXPIRED', message: 'Token expired' };
    server.use(http.get(`${BASE}/api/things`, () => HttpResponse.json(body, { status: 401 })));
    const error: unknown = await createClient({ baseUrl: BASE })
      .send({ method: 'GET', path: '/things' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'unexpected response status: 401',
      status: 401,
      body,
      code: 'JWT_EXPIRED',
    });
    expect(isApiError(error, ERROR_CODES.JWT_EXPIRED)).toBe(true);
    expect(isApiError(error, ERROR_CODES.DNS_INVALID)).toBe(false);
    expect(errorMessage(error)).toBe('Token expired');
  });

  it('leaves the body off 5xx errors and falls back to the unknown-error text', async () => {
    server.use(
      http.get(`${BASE}/api/things`, () =>
        HttpResponse.json({ statusCode: 500, message: 'x' }, { status: 500 }),
      ),
    );
    const error: unknown = await createClient({ baseUrl: BASE })
      .send({ method: 'GET', path: '/things' })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ message: 'unexpected response status: 500', status: 500, body: undefined });
    expect(errorMessage(error)).toBe('An unknown error occurred');
    expect(errorMessage(new TypeError('network'))).toBe('An unknown error occurred');
  });

  it('keeps a 4xx error without a JSON body', async () => {
    server.use(http.get(`${BASE}/api/things`, () => new HttpResponse('nope', { status: 404 })));
    const error = await createClient({ baseUrl: BASE })
      .send({ method: 'GET', path: '/things' })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 404, body: undefined, code: undefined });
  });

  it('names the failing path when a response does not match its schema', async () => {
    server.use(
      http.get(`${BASE}/api/admins`, () =>
        HttpResponse.json([{ email: 'ok@example.com' }, { email: 'nope' }]),
      ),
    );
    const list = z.array(z.object({ email: z.email() }));
    const call = createClient({ baseUrl: BASE }).json(list, { method: 'GET', path: '/admins' });
    await expect(call).rejects.toBeInstanceOf(ResponseValidationError);
    await expect(call).rejects.toThrow('response of GET /api/admins: [1].email: Invalid email address');
  });

  it('names a non-JSON success body', async () => {
    server.use(http.get(`${BASE}/api/things`, () => HttpResponse.text('<html>')));
    await expect(
      createClient({ baseUrl: BASE }).json(ok, { method: 'GET', path: '/things' }),
    ).rejects.toThrow('response of GET /api/things: body is not JSON');
  });

  it('passes the AbortSignal to fetch', async () => {
    server.use(http.get(`${BASE}/api/slow`, () => new Promise<Response>(() => undefined)));
    const controller = new AbortController();
    const call = createClient({ baseUrl: BASE }).send({
      method: 'GET',
      path: '/slow',
      signal: controller.signal,
    });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('exposes its clock and time zone', () => {
    const client = createClient({ timeZone: 'Asia/Tokyo', now: () => new Date('2026-11-21T10:00:00Z') });
    expect(client.timeZone).toBe('Asia/Tokyo');
    expect(client.now().toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expectTypeOf(client).toEqualTypeOf<ApiClient>();
    expectTypeOf(() => client.json(ok, { method: 'GET', path: '/' })).returns.resolves.toEqualTypeOf<{
      ok: boolean;
    }>();
    // @ts-expect-error PATCH is not a method of the API
    expectTypeOf(() => client.send({ method: 'PATCH', path: '/' })).toBeFunction();
  });
});
