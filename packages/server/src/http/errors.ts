import { AUTH_ERRORS, ERROR_CODES, VALIDATION_FAILED } from '@console/api-client';

/**
 * Error codes the server answers, with their statuses. The spec names the catalogue's codes, not
 * statuses; these follow the api-client mocks (DNS_INVALID 400, SSO_NOT_CONFIGURED 404,
 * ADMIN_NOT_FOUND 403, ACCOUNT_EXISTS 409), plus the server's own codes for the HTTP basics.
 */
export const SERVER_ERRORS = {
  [VALIDATION_FAILED]: 400,
  [ERROR_CODES.DNS_INVALID]: 400,
  /** An outbound call the admin asked for failed (customer-lookup test). */
  LOOKUP_FAILED: 422,
  /** A sign-in method this server has no configuration for. */
  NOT_CONFIGURED: 400,
  UNAUTHENTICATED: 401,
  [ERROR_CODES.JWT_EXPIRED]: 401,
  FORBIDDEN: 403,
  [ERROR_CODES.ADMIN_NOT_FOUND]: 403,
  /** SSO: a member of the agent group who is not an admin (spec 001 §6). */
  [ERROR_CODES.NOT_AUTHORIZED]: 403,
  NOT_FOUND: 404,
  [ERROR_CODES.SSO_NOT_CONFIGURED]: 404,
  CONFLICT: 409,
  /** A Google or Microsoft callback whose state was not started by this browser, used, or expired. */
  OAUTH_STATE_INVALID: 400,
  [ERROR_CODES.ACCOUNT_EXISTS]: 409,
  /** Too many requests to a public route; Retry-After says when to try again. */
  RATE_LIMITED: 429,
  /** Invitation links (POST /invitations/accept): unknown or revoked, accepted already, expired. */
  INVITATION_INVALID: 404,
  INVITATION_USED: 409,
  ADMIN_EXISTS: 409,
  INVITATION_EXPIRED: 410,
  /** POST /api/zoom/context for a Zoom user not linked to an admin yet: the console links it (auth/zoom-link.ts). */
  ZOOM_LINK_REQUIRED: 409,
  INTERNAL_SERVER_ERROR: 500,
} as const;
export type ServerErrorCode = keyof typeof SERVER_ERRORS;

/** Texts the spec shows for a code (spec 001 §6, §8), sent as the message. */
export const SPEC_MESSAGES = {
  DNS_INVALID: "DNS settings are invalid or haven't propagated yet",
  SSO_NOT_CONFIGURED: 'SSO is not configured for this email address',
  ADMIN_NOT_FOUND:
    'Please contact your account administrator to be added as an administrator on the account.',
  ACCOUNT_EXISTS:
    'An account already exists for your company. Please contact your administrator to get access.',
} as const;

/** A refusal with its code; the error handler turns it into `{ statusCode, error, message }`. */
export class HttpError extends Error {
  readonly status: number;
  constructor(
    readonly code: ServerErrorCode,
    message: string,
    /** Headers the answer carries (Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = SERVER_ERRORS[code];
  }
}

export const notFound = (what = 'Not found') => new HttpError('NOT_FOUND', what);
export const forbidden = (why: string = AUTH_ERRORS.forbidden.message) => new HttpError('FORBIDDEN', why);
export const conflict = (why: string) => new HttpError('CONFLICT', why);
export const invalid = (why: string) => new HttpError(VALIDATION_FAILED, why);

export function errorBody(status: number, code: string, message: string) {
  return { statusCode: status, error: code, message };
}
