import { http, HttpResponse } from 'msw';

/**
 * Answers the first GET to `path` (under /api) with a 500 and lets every later one through to the mock handlers:
 * an error, then a Retry that works.
 */
export function failOnceGet(path: string) {
  let failures = 1;
  return http.get(`*/api${path}`, () => {
    if (failures <= 0) return undefined;
    failures -= 1;
    return HttpResponse.json(
      { statusCode: 500, error: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' },
      { status: 500 },
    );
  });
}
