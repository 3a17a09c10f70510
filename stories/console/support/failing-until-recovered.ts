import { API_PREFIX } from '@console/api-client';
import { ERROR_MESSAGES } from '@console/api-client/mocks';
import { http, HttpResponse } from 'msw';

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/**
 * A handler that answers every `method` call to `path` (under /api) with the mocks' 500 until `recover()`, then falls
 * through to the handlers after it (the story's own, or the mocks'), as a server that comes back would. Failing
 * until told, not once: a prefetch or a second read on a slow machine cannot use the failure up before the page.
 */
export function failingUntilRecovered(method: keyof typeof METHODS, path: string) {
  let failing = true;
  const handler = METHODS[method](`*${API_PREFIX}${path}`, () =>
    failing
      ? HttpResponse.json(
          { statusCode: 500, error: 'INTERNAL_SERVER_ERROR', message: ERROR_MESSAGES.INTERNAL_SERVER_ERROR },
          { status: 500 },
        )
      : undefined,
  );
  return {
    handler,
    recover: () => {
      failing = false;
    },
  };
}
