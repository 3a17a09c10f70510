import {
  authenticateWebex,
  authenticateZoom,
  authorizeZoom,
  isApiError,
  linkZoom,
  shouldRetryWebex,
  webexRetryDelay,
  ZOOM_LINK_REQUIRED,
  type ApiClient,
  type Session,
} from '@console/api-client';
import { realClock, sleep, type Clock } from '@console/ui';
import type { EmbeddedHost } from './embedded-host';

interface Attempt {
  host: EmbeddedHost;
  api: ApiClient;
  signal: AbortSignal;
  /** Times the Webex retries; real time by default. */
  clock?: Clock;
}

/**
 * Webex sign-in (spec 001 §7, §9): the access token from the Webex client, then POST /api/webex/authenticate. The
 * whole attempt (so a slow SDK gets a fresh chance too) is retried after 250, 500, 1000 ... 16000 ms, then every
 * 16000 ms, until a definite answer (a token, or a 4xx the api-client's shouldRetryWebex does not retry) or until
 * the user leaves (the signal aborts).
 */
export async function signInWithWebex({ host, api, signal, clock = realClock }: Attempt): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      const accessToken = await host.getWebexAccessToken();
      signal.throwIfAborted();
      const { token } = await authenticateWebex(api, { accessToken }, { signal });
      return token;
    } catch (error) {
      if (signal.aborted || !shouldRetryWebex(attempt, error)) throw error;
      await sleep(clock, webexRetryDelay(attempt), signal);
    }
  }
}

/**
 * Zoom sign-in (spec 001 §7): the app context from the Zoom client, then POST /api/zoom/context, which answers the
 * token and the role. A Zoom user not linked yet (ZOOM_LINK_REQUIRED) is linked first with Zoom's in-client OAuth:
 * the server's challenge and state, the Zoom client's authorize (`onLinking` tells the page it waits for it), then
 * POST /api/zoom/link with the code, which answers the token and the role too.
 */
export async function signInWithZoom({
  host,
  api,
  signal,
  onLinking,
}: Attempt & { onLinking?: () => void }): Promise<Session> {
  const context = await host.getZoomContext();
  signal.throwIfAborted();
  try {
    return await authenticateZoom(api, { context }, { signal });
  } catch (error) {
    if (!isApiError(error, ZOOM_LINK_REQUIRED)) throw error;
  }
  const { codeChallenge, state } = await authorizeZoom(api, { context }, { signal });
  onLinking?.();
  const { code } = await host.authorizeZoom({ codeChallenge, state });
  signal.throwIfAborted();
  return linkZoom(api, { context, code, state }, { signal });
}
