import { z } from 'zod';
import { ERROR_MESSAGES } from '../rules/errors';

/** Error codes of the error catalogues (spec 000 §8, 001 §8), sent as `error` in 4xx bodies. */
export const ERROR_CODES = {
  JWT_EXPIRED: 'JWT_EXPIRED',
  DNS_INVALID: 'DNS_INVALID',
  SSO_NOT_CONFIGURED: 'SSO_NOT_CONFIGURED',
  ADMIN_NOT_FOUND: 'ADMIN_NOT_FOUND',
  ACCOUNT_EXISTS: 'ACCOUNT_EXISTS',
  /** SSO: a member of the agent group, not an admin: the 'not yet authorized' card (spec 001 §6; our code). */
  NOT_AUTHORIZED: 'NOT_AUTHORIZED',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * The JSON body of a 4xx answer: `statusCode` added by the server (spec 000 §7), `error` the code
 * (one of ERROR_CODES, or e.g. VALIDATION_FAILED for a refused body) and a human `message`.
 * Only statusCode is guaranteed; other fields pass through.
 */
export const apiErrorBodySchema = z.looseObject({
  statusCode: z.number().int(),
  error: z.string().optional(),
  message: z.string().optional(),
  /** A 400's field errors (apps.md §0): each field's message goes under the field. */
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** The code a server sends when a body fails its schema (our choice). */
export const VALIDATION_FAILED = 'VALIDATION_FAILED';

/** The server's message with NOT_AUTHORIZED (ours; the console shows the spec's card for the code). */
export const NOT_AUTHORIZED_MESSAGE = ERROR_MESSAGES.NOT_AUTHORIZED;

/** Fallback text when an error carries no server message (spec 001 §8). */
export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';
