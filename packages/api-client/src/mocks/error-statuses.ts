import type { ErrorCode } from '../client/error-codes';
import { ERROR_CODES, NOT_AUTHORIZED_MESSAGE, VALIDATION_FAILED } from '../client/error-codes';

/** Codes a scenario can answer: the catalogues' (spec 000 §8, 001 §8) plus a refused body. */
export type ScenarioErrorCode = ErrorCode | typeof VALIDATION_FAILED;

/**
 * The HTTP status each code comes with. The spec names codes, not statuses; ours: an expired token
 * is 401, bad DNS is a bad request (400), SSO missing for the domain is 404, a user who is not an
 * admin is 403, an existing company account is a conflict (409).
 */
export const ERROR_STATUSES = {
  [ERROR_CODES.JWT_EXPIRED]: 401,
  [ERROR_CODES.DNS_INVALID]: 400,
  [ERROR_CODES.SSO_NOT_CONFIGURED]: 404,
  [ERROR_CODES.ADMIN_NOT_FOUND]: 403,
  [ERROR_CODES.ACCOUNT_EXISTS]: 409,
  [ERROR_CODES.NOT_AUTHORIZED]: 403,
  [VALIDATION_FAILED]: 400,
} as const satisfies Record<ScenarioErrorCode, number>;

/** The server's message per code; where the spec shows a text for the code, it is that text. */
export const ERROR_MESSAGES = {
  [ERROR_CODES.JWT_EXPIRED]: 'The session has expired',
  [ERROR_CODES.DNS_INVALID]: "DNS settings are invalid or haven't propagated yet",
  [ERROR_CODES.SSO_NOT_CONFIGURED]: 'SSO is not configured for this email address',
  [ERROR_CODES.ADMIN_NOT_FOUND]: 'You have not been added as an administrator',
  [ERROR_CODES.ACCOUNT_EXISTS]:
    'An account already exists for your company. Please contact your administrator to get access.',
  [ERROR_CODES.NOT_AUTHORIZED]: NOT_AUTHORIZED_MESSAGE,
  [VALIDATION_FAILED]: 'The request body is not valid',
} as const satisfies Record<ScenarioErrorCode, string>;
