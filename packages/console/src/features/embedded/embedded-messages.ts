import { ApiError, errorMessage, UNKNOWN_ERROR_MESSAGE } from '@console/api-client';

/** The title of every Webex or Zoom sign-in error (spec 001 §8). */
export const EMBEDDED_ERROR_TITLE = 'An error occurred';

/** The server's message for an API error; the SDK's own message for a meeting-client failure. */
export function embeddedErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return errorMessage(error);
  if (error instanceof Error && error.message) return error.message;
  return UNKNOWN_ERROR_MESSAGE;
}
