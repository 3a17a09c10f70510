import { describe, expect, it, vi } from 'vitest';
import { createErrorReporter } from './error-reporting';

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
  it('never loads Sentry and sends nothing without a DSN', async () => {
    const { load, module } = fakeSentry();
    const reporter = createErrorReporter(undefined, load);
    reporter.init();
    expect(reporter.enabled).toBe(false);
    await expect(reporter.report(new Error('boom'))).resolves.toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    expect(module.captureException).not.toHaveBeenCalled();
  });

  it('initialises Sentry once with the DSN and a tracing sample rate of 1', async () => {
    const { load, module } = fakeSentry();
    const reporter = createErrorReporter('https://key@sentry.example/1', load);
    reporter.init();
    reporter.init();
    await reporter.report(new Error('boom'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(module.init).toHaveBeenCalledWith(
      expect.objectContaining({ dsn: 'https://key@sentry.example/1', tracesSampleRate: 1 }),
    );
  });

  it('sends a reported error to Sentry and answers its event id', async () => {
    const { load, module } = fakeSentry();
    const reporter = createErrorReporter('https://key@sentry.example/1', load);
    const error = new Error('boom');
    await expect(reporter.report(error)).resolves.toBe('event-1');
    expect(module.captureException).toHaveBeenCalledWith(error, expect.anything());
  });
});
