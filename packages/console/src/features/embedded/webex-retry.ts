import { ApiError } from '@console/api-client';

/** Webex sign-in retry delays (spec 001 §7 notes, §9): 250 ms, doubling, capped at 16000 ms. */
export const WEBEX_RETRY_START_MS = 250;
export const WEBEX_RETRY_MAX_MS = 16_000;

/** The delay before retry number `attempt` (0 for the first retry): 250, 500, 1000 … 16000. */
export function nextRetryDelay(attempt: number): number {
  return Math.min(WEBEX_RETRY_START_MS * 2 ** attempt, WEBEX_RETRY_MAX_MS);
}

/**
 * Whether to retry after failure number `attempt` (0-based). The spec gives the delays, not when to stop; our
 * choice: stop once the doubling would pass the cap, i.e. after the 16 s retry (7 retries, about 32 s in all), and
 * show the error then, so the user is never left with an endless spinner. A 4xx (ACCOUNT_EXISTS, a refused token)
 * is the server's answer, not a glitch: never retried. Everything else (5xx, network, the SDK not ready) is.
 */
export function shouldRetryWebex(attempt: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return WEBEX_RETRY_START_MS * 2 ** attempt <= WEBEX_RETRY_MAX_MS;
}
