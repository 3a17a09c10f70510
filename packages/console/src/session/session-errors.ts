import { ERROR_CODES, isApiError } from '@console/api-client';

/** JWT_EXPIRED on bootstrap sends the user home with expired=true (spec 000 §4, §8). */
export function isExpiredSession(error: unknown): boolean {
  return isApiError(error, ERROR_CODES.JWT_EXPIRED);
}
