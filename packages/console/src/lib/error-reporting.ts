import type { AnyRouter } from '@tanstack/react-router';

type Sentry = typeof import('@sentry/react');

export interface ErrorReporter {
  /** True when a DSN is configured: errors can be sent. */
  readonly enabled: boolean;
  /** Loads and initialises Sentry (tracing sample rate 1, spec 000 §9); does nothing without a DSN. */
  init: (router?: AnyRouter) => void;
  /** Sends the error to Sentry and answers its event id; undefined (nothing sent) without a DSN. */
  report: (error: unknown) => Promise<string | undefined>;
}

/**
 * Error reporting with @sentry/react, only when a DSN is configured (VITE_SENTRY_DSN): Sentry is loaded by a dynamic
 * import at start-up then, and never otherwise, so a console without a DSN neither sends anything nor downloads
 * Sentry (the sign-in page's budget).
 */
export function createErrorReporter(dsn: string | undefined, load: () => Promise<Sentry>): ErrorReporter {
  let sentry: Promise<Sentry> | undefined;
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
  return {
    enabled: Boolean(dsn),
    init,
    report: async (error) => {
      if (!dsn) return undefined;
      init();
      const module = await (sentry as Promise<Sentry>);
      return module.captureException(error, { tags: { reported_by: 'user' } });
    },
  };
}

export const errorReporter = createErrorReporter(
  (import.meta.env.VITE_SENTRY_DSN as string | undefined) || undefined,
  () => import('@sentry/react'),
);
