import { authenticateWebex, authenticateZoom, type ApiClient } from '@console/api-client';
import type { EmbeddedHost } from './embedded-host';
import { nextRetryDelay, shouldRetryWebex } from './webex-retry';

interface Attempt {
  host: EmbeddedHost;
  api: ApiClient;
  signal: AbortSignal;
}

/** Resolves after `ms` on the (fakeable) global timer; rejects when the sign-in is abandoned. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });
}

/**
 * Webex sign-in (spec 001 §7): the access token from the Webex client, then POST /api/webex/authenticate; the
 * whole attempt is retried with doubling delays (see webex-retry.ts), so a slow SDK gets a fresh chance too.
 */
export async function signInWithWebex({ host, api, signal }: Attempt): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      const accessToken = await host.getWebexAccessToken();
      signal.throwIfAborted();
      const { token } = await authenticateWebex(api, { accessToken }, { signal });
      return token;
    } catch (error) {
      if (signal.aborted || !shouldRetryWebex(attempt, error)) throw error;
      await sleep(nextRetryDelay(attempt), signal);
    }
  }
}

/**
 * Zoom sign-in (spec 001 §7): the app context from the Zoom client, then POST /api/zoom/context, which answers the
 * token and the role. The console reads the role from the bootstrap like every other session, so only the token
 * is kept.
 */
export async function signInWithZoom({ host, api, signal }: Attempt): Promise<string> {
  const context = await host.getZoomContext();
  signal.throwIfAborted();
  const { token } = await authenticateZoom(api, { context }, { signal });
  return token;
}
