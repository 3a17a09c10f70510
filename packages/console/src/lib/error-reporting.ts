import { errorReportFrom, reportError, type ApiClient } from '@console/api-client';
import { realClock } from '@console/ui';
import type { AnyRouter } from '@tanstack/react-router';

type Sentry = typeof import('@sentry/react');

export interface ErrorReporter {
  /** Where crashes go: Sentry when a DSN is configured, else the console's own server (POST /api/errors). */
  readonly destination: 'sentry' | 'server';
  /** Loads and initialises Sentry (tracing sample rate 1, spec 000 §9); does nothing without a DSN. */
  init: (router?: AnyRouter) => void;
  /**
   * Reports a crash, once per error (the boundary reports it as it shows the crash screen; Report Error then only
   * confirms, or tries again after a failure). Answers Sentry's event id or the server's report id. `occurredAt`
   * is when the crash screen showed (the clock's "now" by default).
   */
  report: (error: unknown, api: ApiClient, occurredAt?: Date) => Promise<string | undefined>;
}

export interface CrashContext {
  url: string;
  userAgent: string;
  release?: string | undefined;
}

const browserContext = (): CrashContext => ({
  url: window.location.href,
  userAgent: navigator.userAgent,
  release: (import.meta.env.VITE_RELEASE as string | undefined) || undefined,
});

/**
 * Every crash is reported ("Our team has been notified", spec 000 §8): with @sentry/react when a DSN is configured
 * (VITE_SENTRY_DSN; Sentry is then loaded by a dynamic import at start-up, and never otherwise, so a console without
 * a DSN never downloads it: the sign-in page's budget), else to the server, which stores it for the operators'
 * Watch Tower. The server call is public, so a crash before sign-in is reported too.
 */
export function createErrorReporter(
  dsn: string | undefined,
  load: () => Promise<Sentry>,
  context: () => CrashContext = browserContext,
): ErrorReporter {
  let sentry: Promise<Sentry> | undefined;
  const reports = new WeakMap<object, Promise<string | undefined>>();
  const init = (router?: AnyRouter) => {
    if (!dsn || sentry) return;
    sentry = load().then((module) => {
      module.init({
        dsn,
        tracesSampleRate: 1,
        integrations: [
          router
            ? module.tanstackRouterBrowserTracingIntegration(router)
            : module.browserTracingIntegration(),
        ],
      });
      return module;
    });
  };
  const send = async (error: unknown, api: ApiClient, occurredAt: Date): Promise<string | undefined> => {
    if (dsn) {
      init();
      const module = await (sentry as Promise<Sentry>);
      return module.captureException(error, { tags: { reported_by: 'error-boundary' } });
    }
    const report = errorReportFrom(error, { ...context(), occurredAt });
    return (await reportError(api, report)).id;
  };
  return {
    destination: dsn ? 'sentry' : 'server',
    init,
    report: (error, api, occurredAt = realClock.now()) => {
      const key = typeof error === 'object' && error !== null ? error : undefined;
      const earlier = key && reports.get(key);
      if (earlier) return earlier;
      const attempt = send(error, api, occurredAt);
      if (key) {
        reports.set(key, attempt);
        attempt.catch(() => reports.delete(key));
      }
      return attempt;
    },
  };
}

export const errorReporter = createErrorReporter(
  (import.meta.env.VITE_SENTRY_DSN as string | undefined) || undefined,
  () => import('@sentry/react'),
);
