/**
 * The error catalogue: every code the reference server and the MSW mocks answer, with its status, and every
 * refusal's message. Both back ends build `{ statusCode, error, message }` from here, so a code, a status or a text
 * lives once. The spec names the catalogue's codes (000 §8, 001 §8) but not their statuses: ours are below. Where the
 * spec shows a text for a code, the message is that text.
 */
export const ERROR_STATUSES = {
  /** A body, a query or a path parameter refused by its schema or a rule (field: why). */
  VALIDATION_FAILED: 400,
  DNS_INVALID: 400,
  /** A sign-in method this server has no configuration for. */
  NOT_CONFIGURED: 400,
  /** A Google or Microsoft callback whose state was not started by this browser, used, or expired. */
  OAUTH_STATE_INVALID: 400,
  UNAUTHENTICATED: 401,
  JWT_EXPIRED: 401,
  FORBIDDEN: 403,
  ADMIN_NOT_FOUND: 403,
  /** SSO: a member of the agent group who is not an admin (spec 001 §6). */
  NOT_AUTHORIZED: 403,
  NOT_FOUND: 404,
  SSO_NOT_CONFIGURED: 404,
  /** Invitation links (POST /invitations/accept): unknown or revoked. */
  INVITATION_INVALID: 404,
  CONFLICT: 409,
  ACCOUNT_EXISTS: 409,
  /** The e-mail is an active admin already (inviting it, or accepting its link). */
  ADMIN_EXISTS: 409,
  INVITATION_USED: 409,
  /** POST /zoom/context for a Zoom user not linked to an admin yet: the console links it. */
  ZOOM_LINK_REQUIRED: 409,
  /** Payments: deleting a product a payment session used (apps.md §3.5). */
  PRODUCT_IN_USE: 409,
  /** Payments: the card provider refused a connection, a code exchange or a credential check (apps.md §3.5). */
  PAYMENT_PROVIDER_FAILED: 422,
  /**
   * Payments: connecting Stripe on a server without Stripe Connect platform credentials (STRIPE_CLIENT_ID), like
   * NOT_CONFIGURED a 4xx so the console can show what to set (the client reads the bodies of 4xx answers only).
   */
  PAYMENT_PROVIDER_UNAVAILABLE: 400,
  INVITATION_EXPIRED: 410,
  PAYLOAD_TOO_LARGE: 413,
  /** An outbound call the admin asked for failed (customer-lookup test). */
  LOOKUP_FAILED: 422,
  /** An activity export over 50,000 rows (apps.md §2.2). */
  EXPORT_TOO_LARGE: 422,
  /** Settings › Storage: the save's connection test failed (apps.md §3.3); the message is the destination's. */
  STORAGE_TEST_FAILED: 422,
  /** Too many requests to a public route; Retry-After says when to try again. */
  RATE_LIMITED: 429,
  /** The public API's (/v1, apps.md §5) refusal of a body, a path or a header, named as the spec names it. */
  VALIDATION_ERROR: 400,
  /** /v1: the app's free trial has used every credit (apps.md §2.4). */
  CREDITS_EXHAUSTED: 402,
  /** /v1: the app is not active on the account (never started, or cancelled). */
  APP_INACTIVE: 403,
  /** /v1: an Idempotency-Key used before with another body. */
  IDEMPOTENCY_CONFLICT: 409,
  /** /v1: the phone number is one the SMS provider refuses to send to. */
  SMS_BLOCKED: 422,
  INTERNAL_SERVER_ERROR: 500,
} as const;
export type ApiErrorCode = keyof typeof ERROR_STATUSES;

/** The message a code carries wherever it is answered for the same reason. */
export const ERROR_MESSAGES = {
  VALIDATION_FAILED: 'The request body is not valid',
  DNS_INVALID: "DNS settings are invalid or haven't propagated yet",
  SSO_NOT_CONFIGURED: 'SSO is not configured for this email address',
  ADMIN_NOT_FOUND:
    'Please contact your account administrator to be added as an administrator on the account.',
  ACCOUNT_EXISTS:
    'An account already exists for your company. Please contact your administrator to get access.',
  NOT_AUTHORIZED: 'You can use the agent functions, but you have not been given access to the admin console.',
  JWT_EXPIRED: 'The session has expired',
  FORBIDDEN: 'You are not allowed to do this',
  OAUTH_STATE_INVALID: 'This sign-in was not started in this browser or has expired. Please sign in again.',
  ZOOM_LINK_REQUIRED: 'This Zoom user is not linked to an administrator yet.',
  INVITATION_INVALID:
    'This invitation link is not valid. It may have been revoked or replaced by a newer one.',
  INVITATION_USED: 'This invitation has already been accepted.',
  INVITATION_EXPIRED: 'This invitation has expired. Please ask an administrator to invite you again.',
  ADMIN_EXISTS: 'This e-mail address is already an administrator.',
  PAYLOAD_TOO_LARGE: 'The request body is too large',
  INTERNAL_SERVER_ERROR: 'Internal server error',
  CREDITS_EXHAUSTED: 'Your free trial credits are used up. Subscribe to keep sending requests.',
  APP_INACTIVE: 'This app is not active on the account. Start a free trial or subscribe to send requests.',
  IDEMPOTENCY_CONFLICT: 'This Idempotency-Key was used with another request body.',
  SMS_BLOCKED: 'SMS to this phone number is blocked.',
  EXPORT_TOO_LARGE: 'Narrow the date range to export fewer than 50,000 rows.',
  PRODUCT_IN_USE: 'This product has payments. Archive it instead.',
  PAYMENT_PROVIDER_UNAVAILABLE:
    'Stripe Connect is not configured on this server: set STRIPE_CLIENT_ID and STRIPE_SECRET_KEY.',
  /** The default only: the server answers the provider's own words (Stripe's, Adyen's). */
  PAYMENT_PROVIDER_FAILED: 'The card payment provider refused the request.',
} as const satisfies Partial<Record<ApiErrorCode, string>>;

/** Refusals of particular calls: the texts both back ends answer with the code beside them. */
export const REFUSALS = {
  missingToken: 'A session token is required',
  invalidToken: 'The session token is not valid',
  endedSession: 'The session is no longer valid',
  notJson: 'The request body is not JSON',
  noBody: 'This call takes no body',
  noRoute: 'No such API route',
  adminNotFound: 'Admin not found',
  ownerLocked: 'The account owner cannot be changed or removed',
  selfChange: 'You cannot change or remove yourself',
  invitationNotFound: 'Invitation not found',
  noSuchApp: 'No such app',
  noSuchProvider: 'No such sign-in provider',
  accountNotFound: 'Account not found',
  ssoNotConfigured: 'Single sign-on is not configured',
  oneSsoProvider: 'Disable the current provider to enable this one',
  domainTaken: 'This domain is used by another account',
  ssoDomainTaken: 'This domain already signs in to another account',
  unknownCursor: 'lastKey: not a key this server gave',
  enterpriseOnly: 'status: an operator can only convert an app to enterprise',
  ssoSignInExpired: 'This sign-in has expired. Please sign in again.',
  sessionNotFound: 'Session not found',
  enrollmentNotFound: 'Enrollment not found',
  enrollmentRevoked: 'This passkey is already revoked',
  productNotFound: 'Product not found',
  noStorageSettings: 'This app has no storage settings',
  documentNotFound: 'Document not found',
  documentVersionNotFound: 'Version not found',
  webhookEndpointNotFound: 'Webhook endpoint not found',
  webhookDeliveryNotFound: 'Webhook delivery not found',
  webhookDeliveryNotFailed: 'Only a failed delivery can be retried',
  notSubscribed: 'Only a subscription can be cancelled',
  missingSecretKey: 'A secret key is required: Authorization: Bearer {secretKey}',
  invalidSecretKey: 'The secret key is not valid',
  sessionNotPending: 'The session is no longer pending',
  notOtpSession: 'Only one-time passcode sessions take a code',
  idempotencyKeyTooLong: 'Idempotency-Key: must be 255 characters or fewer',
  twilioSignatureInvalid: "X-Twilio-Signature: not signed by this account's Twilio",
  /** apps.md §3.1: "At most 5 codes per phone per hour" (OTP_CODES_PER_PHONE_PER_HOUR). */
  otpRateLimited: 'At most 5 codes can be sent to a phone number per hour.',
} as const;

/** Refusals whose text names what they are about. */
export const refusalText = {
  alreadyActive: (appTitle: string) => `${appTitle} is already active`,
  alreadyEnterprise: (appTitle: string) => `${appTitle} is already enterprise`,
  unknownTimeZone: (timeZone: string) => `timezone: unknown time zone ${timeZone}`,
  signInNotConfigured: (what: string) => `${what} sign-in is not configured on this server`,
  tooManyAttempts: (seconds: number) => `Too many attempts. Please try again in ${seconds} seconds.`,
} as const;

/** One field's refusal (apps.md §0): the console puts `message` under the field named by `field` (a dotted path). */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * A refusal as both back ends answer it: `{ statusCode, error, message }` with the code's status, plus `errors[]`
 * for a 400 that names its fields (apps.md §0). Shared rules throw it; the server's error handler and the mocks'
 * handlers turn it into the answer.
 */
export class Refusal extends Error {
  override readonly name = 'Refusal';
  readonly status: number;
  constructor(
    readonly code: ApiErrorCode,
    message: string = (ERROR_MESSAGES as Partial<Record<ApiErrorCode, string>>)[code] ?? code,
    /** Headers the answer carries (Retry-After). */
    readonly headers: Readonly<Record<string, string>> = {},
    /** Field errors of a 400 (apps.md §0), answered as `errors`. */
    readonly errors?: readonly FieldError[],
  ) {
    super(message);
    this.status = ERROR_STATUSES[code];
  }

  /** The JSON body (spec 000 §7: 4xx bodies carry statusCode). */
  get body() {
    const body = { statusCode: this.status, error: this.code, message: this.message };
    return this.errors && this.errors.length > 0 ? { ...body, errors: this.errors } : body;
  }
}

export const notFound = (message: string) => new Refusal('NOT_FOUND', message);
export const forbidden = (message: string = ERROR_MESSAGES.FORBIDDEN) => new Refusal('FORBIDDEN', message);
export const conflict = (message: string) => new Refusal('CONFLICT', message);
/** 400 VALIDATION_FAILED; `invalid('field: why')` names the field as a schema refusal does. */
export const invalid = (message: string) => new Refusal('VALIDATION_FAILED', message);

type Issue = { path: readonly PropertyKey[]; message: string };

/** A zod issue list as one line: `path: message` for each issue, e.g. `email: Invalid email address`. */
export function describeIssues(issues: readonly Issue[]): string {
  return issues
    .map((issue) =>
      issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
}

/** A zod issue list as field errors: `{ field: 'url', message: 'URL must start with https://' }`. */
export function fieldErrors(issues: readonly Issue[]): FieldError[] {
  return issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }));
}

/** 400 VALIDATION_FAILED for a schema's issues: the one-line message and `errors[]` per field. */
export const invalidIssues = (issues: readonly Issue[]) =>
  new Refusal('VALIDATION_FAILED', describeIssues(issues), {}, fieldErrors(issues));

/** 400 VALIDATION_FAILED for one field a shared rule refused (e.g. `template`, "Unknown placeholder {foo}"). */
export const invalidField = (field: string, message: string) =>
  new Refusal('VALIDATION_FAILED', `${field}: ${message}`, {}, [{ field, message }]);

/** 422 EXPORT_TOO_LARGE: an export over its row cap (apps.md §2.2). */
export const exportTooLarge = () => new Refusal('EXPORT_TOO_LARGE');
