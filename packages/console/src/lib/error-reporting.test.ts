import { createClient } from '@console/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createErrorReporter } from './error-reporting';

const context = () => ({ url: 'https://console.test/settings', userAgent: 'test-agent', release: '1.2.3' });

/** A client whose fetch records each request and answers as the server does (201 with the report id). */
function recordingApi(status = 201) {
  const requests: { url: string; body: unknown }[] = [];
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    requests.push({ url, body: JSON.parse(init?.body as string) as unknown });
    return Promise.resolve(
      Response.json(status === 201 ? { id: 'err_1' } : { statusCode: status }, { status }),
    );
  });
  return {
    api: createClient({ baseUrl: 'https://console.test', fetch: fetch as typeof globalThis.fetch }),
    requests,
  };
}

function fakeSentry() {
  const module = {
    init: vi.fn(),
    captureException: vi.fn(() => 'event-1'),
    browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
    tanstackRouterBrowserTracingIntegration: vi.fn(() => ({ name: 'TanStackRouter' })),
  };
  const load = vi.fn(() => Promise.resolve(module as never));
  return { module, load };
}

describe('error reporting', () => {
  it('without a DSN, sends every crash to the server (POST /api/errors) and never loads Sentry', async () => {
    const { load, module } = fakeSentry();
    const { api, requests } = recordingApi();
    const reporter = createErrorReporter(undefined, load, context);
    reporter.init();
    expect(reporter.destination).toBe('server');
    await expect(reporter.report(new Error('boom'), api)).resolves.toBe('err_1');
    expect(requests).toEqual([
      {
        url: 'https://console.test/api/errors',
        body: expect.objectContaining({
          message: 'boom',
          url: 'https://console.test/settings',
          userAgent: 'test-agent',
          release: '1.2.3',
          stack: expect.stringContaining('boom') as string,
        }) as unknown,
      },
    ]);
    expect(load).not.toHaveBeenCalled();
    expect(module.captureException).not.toHaveBeenCalled();
  });

  it('reports one crash once, and again only after a failed try', async () => {
    const { load } = fakeSentry();
    const failing = recordingApi(500);
    const reporter = createErrorReporter(undefined, load, context);
    const error = new Error('boom');
    await expect(reporter.report(error, failing.api)).rejects.toThrow();
    const working = recordingApi();
    await reporter.report(error, working.api);
    await reporter.report(error, working.api);
    expect(failing.requests).toHaveLength(1);
    expect(working.requests).toHaveLength(1);
  });

  it('initialises Sentry once with the DSN and a tracing sample rate of 1', async () => {
    const { load, module } = fakeSentry();
    const reporter = createErrorReporter('https://key@sentry.example/1', load);
    reporter.init();
    reporter.init();
    await reporter.report(new Error('boom'), recordingApi().api);
    expect(load).toHaveBeenCalledTimes(1);
    expect(module.init).toHaveBeenCalledWith(
      expect.objectContaining({ dsn: 'https://key@sentry.example/1', tracesSampleRate: 1 }),
    );
  });

  it('sends a reported error to Sentry and answers its event id', async () => {
    const { load, module } = fakeSentry();
    const reporter = createErrorReporter('https://key@sentry.example/1', load);
    const error = new Error('boom');
    const { api, requests } = recordingApi();
    await expect(reporter.report(error, api)).resolves.toBe('event-1');
    expect(requests).toEqual([]);
    expect(module.captureException).toHaveBeenCalledWith(error, expect.anything());
  });
});
