import { z } from 'zod';
import type { AppSession } from './schemas';
import { paymentProviderSchema } from '../payment-provider/schemas';
import { formatMinorUnits } from '../rules/money';

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

/**
 * Document signature (apps.md §3.3): the document and the version the session sent (a session records its version;
 * the server reads both from the document when the session is created).
 */
export const signatureDetailsSchema = z.object({
  documentName: z.string().min(1),
  documentVersion: z.number().int().positive(),
});

/** The Document column: "Loan disclosure · v2"; null when the session has no document. */
export function signatureDocumentText(details: AppSession['details']): string | null {
  const parsed = signatureDetailsSchema.safeParse(details);
  return parsed.success ? `${parsed.data.documentName} · v${parsed.data.documentVersion}` : null;
}

/**
 * A signature request's progress while it waits (apps.md §3.3 "Sub-status (Sent/Viewed)"): `sent` from its creation,
 * `viewed` once the customer opens the link. An ended session's status says the rest.
 */
export const SIGNATURE_SUB_STATUSES = { sent: 'Sent', viewed: 'Viewed' } as const;

/** The sub-status a new session of `app` starts with: `sent` for a signature request, none otherwise. */
export const initialSubStatus = (app: AppSession['app']): 'sent' | null =>
  app === 'document-signature' ? 'sent' : null;

/** The sub-status an event moves a pending session of `app` to (a signature request's link opened: `viewed`). */
export const subStatusAfterEvent = (app: AppSession['app'], type: string): 'viewed' | undefined =>
  app === 'document-signature' && type === 'link.opened' ? 'viewed' : undefined;

/** The Sub-status column: Sent or Viewed while the request waits; null once it has ended. */
export function signatureSubStatusText(session: Pick<AppSession, 'status' | 'subStatus'>): string | null {
  if (session.status !== 'pending') return null;
  return session.subStatus === 'viewed' ? SIGNATURE_SUB_STATUSES.viewed : SIGNATURE_SUB_STATUSES.sent;
}

/**
 * Payments (apps.md §3.5): the charge in minor units of an ISO 4217 currency, the card once paid, the 3-D Secure
 * result, the connected provider and its payment id (Stripe's payment_intent, Adyen's pspReference), the catalog's
 * line items (none for a custom amount) and what has been refunded so far (minor units).
 */
export const THREE_D_SECURE_RESULTS = ['authenticated', 'attempted', 'not_required', 'failed'] as const;

/** The 3-D Secure result in the drawer's words. */
export const THREE_D_SECURE_LABELS: Record<(typeof THREE_D_SECURE_RESULTS)[number], string> = {
  authenticated: 'Authenticated',
  attempted: 'Attempted',
  not_required: 'Not required',
  failed: 'Failed',
};

export const paymentLineItemSchema = z.object({
  productId: z.string(),
  name: z.string(),
  price: z.number().int().nonnegative(),
});

export const paymentDetailsSchema = z.object({
  amount: z.number().int().positive(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  card: z.object({ brand: z.string().min(1), last4: z.string().regex(/^\d{4}$/) }).optional(),
  threeDSecure: z.enum(THREE_D_SECURE_RESULTS).optional(),
  provider: paymentProviderSchema.optional(),
  providerPaymentId: z.string().min(1).optional(),
  lineItems: z.array(paymentLineItemSchema).default([]),
  refundedAmount: z.number().int().nonnegative().default(0),
});
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;

/** The payment's details, or null when the session has none (another app, or from before). */
export function paymentDetailsOf(details: AppSession['details']): PaymentDetails | null {
  const parsed = paymentDetailsSchema.safeParse(details);
  return parsed.success ? parsed.data : null;
}

/** What is left to refund, in minor units. */
export function paymentRemaining(details: PaymentDetails): number {
  return Math.max(0, details.amount - details.refundedAmount);
}

/** The sub-status a payment has after refunds: `refunded` once nothing is left, `partially_refunded` before. */
export function paymentRefundSubStatus(details: PaymentDetails): 'refunded' | 'partially_refunded' | null {
  if (details.refundedAmount <= 0) return null;
  return paymentRemaining(details) === 0 ? 'refunded' : 'partially_refunded';
}

/** The Amount column: "$74.50". */
export function paymentAmountText(details: AppSession['details']): string | null {
  const payment = paymentDetailsOf(details);
  return payment ? formatMinorUnits(payment.amount, payment.currency) : null;
}

/** The Card column: "Visa •••• 4242"; null until paid. */
export function paymentCardText(details: AppSession['details']): string | null {
  const card = paymentDetailsOf(details)?.card;
  return card ? `${card.brand} •••• ${card.last4}` : null;
}

/** The Description column: the products' names, or "Custom amount". */
export function paymentDescriptionText(details: AppSession['details']): string | null {
  const payment = paymentDetailsOf(details);
  if (!payment) return null;
  return payment.lineItems.length > 0
    ? payment.lineItems.map((item) => item.name).join(', ')
    : 'Custom amount';
}

/** The Refund column: "Refunded", "Partially refunded · $20.00" (the amount refunded), null when none. */
export function paymentRefundText(details: AppSession['details']): string | null {
  const payment = paymentDetailsOf(details);
  if (!payment) return null;
  switch (paymentRefundSubStatus(payment)) {
    case 'refunded':
      return 'Refunded';
    case 'partially_refunded':
      return `Partially refunded · ${formatMinorUnits(payment.refundedAmount, payment.currency)}`;
    default:
      return null;
  }
}
