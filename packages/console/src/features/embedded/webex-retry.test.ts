import { ApiError } from '@console/api-client';
import { describe, expect, it } from 'vitest';
import { nextRetryDelay, shouldRetryWebex, WEBEX_RETRY_MAX_MS, WEBEX_RETRY_START_MS } from './webex-retry';

describe('nextRetryDelay', () => {
  it('starts at 250 ms and doubles', () => {
    expect(WEBEX_RETRY_START_MS).toBe(250);
    expect([0, 1, 2, 3, 4, 5, 6].map(nextRetryDelay)).toEqual([250, 500, 1000, 2000, 4000, 8000, 16_000]);
  });

  it('never passes 16000 ms', () => {
    expect(WEBEX_RETRY_MAX_MS).toBe(16_000);
    expect(nextRetryDelay(7)).toBe(16_000);
    expect(nextRetryDelay(30)).toBe(16_000);
  });
});

describe('shouldRetryWebex', () => {
  const serverError = new ApiError(500);

  it('retries server, network and SDK failures up to the 16 s retry, then stops', () => {
    const retries = Array.from({ length: 10 }, (_, attempt) => shouldRetryWebex(attempt, serverError));
    expect(retries).toEqual([true, true, true, true, true, true, true, false, false, false]);
    expect(shouldRetryWebex(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryWebex(0, new Error('The Webex SDK is not ready'))).toBe(true);
  });

  it('never retries an answer of the server such as ACCOUNT_EXISTS', () => {
    const accountExists = new ApiError(409, { statusCode: 409, error: 'ACCOUNT_EXISTS' });
    expect(shouldRetryWebex(0, accountExists)).toBe(false);
    expect(shouldRetryWebex(0, new ApiError(401, { statusCode: 401 }))).toBe(false);
  });
});
