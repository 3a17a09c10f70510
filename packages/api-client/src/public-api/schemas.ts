import { z } from 'zod';
import { appIdSchema } from '../apps';
import { sessionAgentSchema, sessionStatusSchema } from '../app-sessions/schemas';
import { e164PhoneSchema } from '../sms/forms';

/**
 * The public API under /v1 (apps.md §5), called by the agent application with the account's secret key
 * (`Authorization: Bearer {secretKey}`). Errors answer `{statusCode, error, message, errors?}` like the rest.
 */
export const createSessionBodySchema = z.object({
  app: appIdSchema,
  phoneNumber: e164PhoneSchema,
  customerRef: z.string().trim().min(1).max(100),
  agent: sessionAgentSchema,
  locale: z.string().max(10).optional(),
  /** Defaults to the app's General link expiry. */
  expiresInMinutes: z.number().int().min(1).max(1440).optional(),
  /** Per app: signature {documentId}, e-form {formId}, payments {productIds[] | amount+currency}, passkeys {mode}. */
  data: z.record(z.string(), z.unknown()).default({}),
  metadata: z.record(z.string().max(40), z.string().max(500)).optional(),
});
export type CreateSessionBody = z.input<typeof createSessionBodySchema>;

export const createSessionResponseSchema = z.object({
  id: z.string(),
  status: z.literal('pending'),
  link: z.string().optional(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type CreateSessionResponse = z.infer<typeof createSessionResponseSchema>;

export const checkOtpBodySchema = z.object({ code: z.string().regex(/^\d{4,8}$/) });
export const checkOtpResponseSchema = z.object({
  status: sessionStatusSchema,
  attemptsLeft: z.number().int().nonnegative(),
});

/** Idempotency keys are kept this long; a repeat with another body is 409 IDEMPOTENCY_CONFLICT. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3_600_000;
