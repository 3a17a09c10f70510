import { z } from 'zod';
import type { AppSession } from './schemas';

/**
 * The `details` of one-time passcode and passkeys sessions (apps.md §3.1, §3.2), as the server's sessions and the
 * demo seed both fill them, and the activity list's columns that read them.
 *
 * One-time passcode: `attempts` (codes checked so far, the right one included), `maxAttempts` (the app's setting
 * when the session was made) and `sms`, the text's last outcome: `sent` until the carrier reports, then
 * `delivered`, `failed` or `blocked` (never sent: a blocked number, country or rate).
 */
export const OTP_SMS_OUTCOMES = ['sent', 'delivered', 'failed', 'blocked'] as const;
export type OtpSmsOutcome = (typeof OTP_SMS_OUTCOMES)[number];

export const otpDetailsSchema = z.object({
  attempts: z.number().int().nonnegative(),
  maxAttempts: z.number().int().positive(),
  sms: z.enum(OTP_SMS_OUTCOMES).optional(),
});
export type OtpDetails = z.infer<typeof otpDetailsSchema>;

/** The SMS outcome each event type records on a one-time passcode session. */
export const OTP_SMS_EVENT_OUTCOMES: Readonly<Record<string, OtpSmsOutcome>> = {
  'sms.sent': 'sent',
  'sms.delivered': 'delivered',
  'sms.failed': 'failed',
  'sms.blocked': 'blocked',
};

/** Passkeys: `type` from the request's mode (or the enrolment offered instead), `authenticator` once it succeeded. */
export const passkeyDetailsSchema = z.object({
  type: z.enum(['enrollment', 'authentication']),
  authenticator: z.string().optional(),
});

const SMS_WORDS: Record<OtpSmsOutcome, string> = {
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
  blocked: 'Blocked',
};

/** The Attempts column: "2 of 3"; null when the session has no such details. */
export function otpAttemptsText(details: AppSession['details']): string | null {
  const parsed = otpDetailsSchema.safeParse(details);
  return parsed.success ? `${parsed.data.attempts} of ${parsed.data.maxAttempts}` : null;
}

/** The SMS column: Delivered, Failed or Blocked ("Sent" while the carrier has not reported); null before any. */
export function otpSmsText(details: AppSession['details']): string | null {
  const sms = otpDetailsSchema.shape.sms.safeParse(details.sms);
  return sms.success && sms.data ? SMS_WORDS[sms.data] : null;
}

/** The Type column: Enrollment or Authentication. */
export function passkeyTypeText(details: AppSession['details']): string | null {
  const type = passkeyDetailsSchema.shape.type.safeParse(details.type);
  if (!type.success) return null;
  return type.data === 'enrollment' ? 'Enrollment' : 'Authentication';
}

/** The Authenticator column: its name once known (a failed or pending session has none yet). */
export function passkeyAuthenticatorText(details: AppSession['details']): string | null {
  return typeof details.authenticator === 'string' && details.authenticator !== ''
    ? details.authenticator
    : null;
}
