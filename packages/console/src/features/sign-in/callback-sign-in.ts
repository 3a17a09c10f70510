import {
  completeOAuthCallback,
  completeSsoCallback,
  ERROR_CODES,
  errorMessage,
  isApiError,
  isGoogleState,
  type ApiClient,
} from '@console/api-client';
import { ACCOUNT_EXISTS_MESSAGE, ADMIN_NOT_FOUND_MESSAGE } from './sign-in-messages';

/** What a provider sends back to /sso/callback. */
export interface CallbackParams {
  code?: string | undefined;
  state?: string | undefined;
  error_description?: string | undefined;
}

/** A failure the callback page shows as is. */
class CallbackError extends Error {
  override readonly name = 'CallbackError';
}

/** Shown when the address carries neither a usable code nor the provider's description (our choice of text). */
const INCOMPLETE_CALLBACK_MESSAGE = 'The sign-in could not be completed. Please sign in again.';

/**
 * Trades the provider's code for a console token: Google's (the server marks its state) through POST
 * /oauth/google/callback, any other through POST /sso/oauth/callback, each with its state. The server checks the
 * state: that it started it, for this browser, once, and the PKCE verifier and nonce that go with it.
 */
export async function exchangeCallbackCode(api: ApiClient, { code, state }: CallbackParams): Promise<string> {
  if (!code || !state) throw new CallbackError(INCOMPLETE_CALLBACK_MESSAGE);
  if (isGoogleState(state)) {
    return (await completeOAuthCallback(api, { provider: 'google', code, state })).token;
  }
  return (await completeSsoCallback(api, { code, state })).token;
}

/** The callback's error texts (spec 001 §8): the catalogue's for its codes, else the server's message. */
export function callbackErrorMessage(error: unknown): string {
  if (error instanceof CallbackError) return error.message;
  if (isApiError(error, ERROR_CODES.ADMIN_NOT_FOUND)) return ADMIN_NOT_FOUND_MESSAGE;
  if (isApiError(error, ERROR_CODES.ACCOUNT_EXISTS)) return ACCOUNT_EXISTS_MESSAGE;
  return errorMessage(error);
}

/** SSO sign-in of a member of the agent group who is not an admin (spec 001 §6). */
export function isNotAuthorized(error: unknown): boolean {
  return isApiError(error, ERROR_CODES.NOT_AUTHORIZED);
}
