import type { ApiErrorBody } from './error-codes';
import { UNKNOWN_ERROR_MESSAGE } from './error-codes';

/**
 * Any answer whose status is not the expected one (201 for POST, 200 otherwise). For 4xx the
 * parsed JSON body is on `body` and its error code on `code`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: ApiErrorBody | undefined;

  constructor(status: number, body?: ApiErrorBody) {
    super(`unexpected response status: ${status}`);
    this.status = status;
    this.body = body;
  }

  /** The server's error code, such as JWT_EXPIRED, when the body carried one. */
  get code(): string | undefined {
    return this.body?.error;
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** The server's message for an API error, or 'An unknown error occurred' (spec 001 §8). */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.body?.message) return error.body.message;
  return UNKNOWN_ERROR_MESSAGE;
}
