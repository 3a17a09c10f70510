/**
 * Errors come from the shared catalogue (`@console/api-client/rules`: codes, statuses, messages), which the MSW
 * mocks answer from too. `HttpError` is the catalogue's Refusal: throw it anywhere in a handler and the app's error
 * handler answers `{ statusCode, error, message }` with the code's status.
 */
export {
  conflict,
  ERROR_MESSAGES,
  forbidden,
  invalid,
  notFound,
  Refusal as HttpError,
  REFUSALS,
} from '@console/api-client/rules';
export type { ApiErrorCode as ServerErrorCode } from '@console/api-client/rules';

/** `code` is one of the catalogue's codes (ERROR_STATUSES), or another a route names. */
export function errorBody(status: number, code: string, message: string) {
  return { statusCode: status, error: code, message };
}
