import { mutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import { ApiError } from '../client/api-error';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import type { TokenResponse } from '../session/schemas';
import { tokenResponseSchema } from '../session/schemas';

export const authenticateWebexBodySchema = z.object({ accessToken: z.string().min(1) });
export const authenticateWebexResponseSchema = tokenResponseSchema;
export type AuthenticateWebexInput = z.input<typeof authenticateWebexBodySchema>;

/** POST /api/webex/authenticate: the table's path is already the full one (not /api/api/...). */
export const authenticateWebexEndpoint = defineEndpoint({
  method: 'POST',
  path: '/webex/authenticate',
  body: authenticateWebexBodySchema,
  response: authenticateWebexResponseSchema,
});

export function authenticateWebex(
  client: ApiClient,
  input: AuthenticateWebexInput,
  options: CallOptions = {},
): Promise<TokenResponse> {
  return client.json(authenticateWebexResponseSchema, {
    method: authenticateWebexEndpoint.method,
    path: authenticateWebexEndpoint.path,
    body: { accessToken: input.accessToken },
    signal: options.signal,
  });
}

/** Retry delay starts at 250 ms and doubles, capped at 16000 ms (spec 001 §9). */
export const WEBEX_RETRY_INITIAL_DELAY_MS = 250;
export const WEBEX_RETRY_MAX_DELAY_MS = 16_000;

/** Delay before retry number `failureCount` (0-based, as TanStack Query counts). */
export function webexRetryDelay(failureCount: number): number {
  return Math.min(WEBEX_RETRY_INITIAL_DELAY_MS * 2 ** failureCount, WEBEX_RETRY_MAX_DELAY_MS);
}

/**
 * Retries until a definite answer: the spec caps the delay at 16 s, not the number of tries, so past the cap the
 * call is retried every 16 s for as long as the user stays (leaving aborts it). A 4xx, such as ACCOUNT_EXISTS or a
 * refused token, is an answer, not a glitch: never retried; 408 and 429 are the exceptions that say "try again".
 */
export function shouldRetryWebex(_failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return error.status === 408 || error.status === 429;
  }
  return true;
}

export function authenticateWebexMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['auth', 'webex'],
    mutationFn: (input: AuthenticateWebexInput) => authenticateWebex(client, input),
    retry: shouldRetryWebex,
    retryDelay: webexRetryDelay,
  });
}
