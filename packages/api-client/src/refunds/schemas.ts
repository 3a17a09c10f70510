import { z } from 'zod';
import { paymentDetailsOf, paymentRemaining } from '../app-sessions/app-details';
import type { AppSession } from '../app-sessions/schemas';
import { auditEvents } from '../rules/audit-events';
import { conflict, invalidField, Refusal } from '../rules/errors';
import { formatMinorUnits } from '../rules/money';

/**
 * Payments › Refund (apps.md §3.5): an owner or admin refunds a paid payment in part or in full through the connected
 * card provider, never above what is left. Amounts in minor units of the payment's currency (apps.md §0).
 */
export const REFUND_REASONS = ['requested_by_customer', 'duplicate', 'fraudulent', 'other'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** The dialog's Reason options. */
export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  requested_by_customer: 'Requested by customer',
  duplicate: 'Duplicate',
  fraudulent: 'Fraudulent',
  other: 'Other',
};

export const REFUND_MESSAGES = {
  reasonRequired: 'Choose a reason',
  amountRequired: 'Enter an amount',
  /** apps.md §3.5; {min} is the currency's smallest unit ("$0.01"), {remaining} what is left to refund. */
  amountRange: (min: string, remaining: string) => `Amount must be between ${min} and ${remaining}`,
  notPaid: 'Only a paid payment can be refunded',
  fullyRefunded: 'This payment is already fully refunded',
  noProvider: 'Connect a card payment provider to issue refunds',
  noProviderPayment: 'This payment has no provider payment to refund',
  /** The dialog's toasts (apps.md §3.5); the success words are the audit entry's. */
  issued: (amount: string) => auditEvents.refundIssued(amount).description,
  failed: (providerMessage: string) => `Refund failed: ${providerMessage}`,
} as const;

export const REFUND_STATUSES = ['succeeded', 'pending', 'failed'] as const;

/** POST /payments/payments/{id}/refunds: the amount in minor units and why. */
export const refundBodySchema = z.strictObject({
  amount: z
    .number({ error: REFUND_MESSAGES.amountRequired })
    .int({ error: REFUND_MESSAGES.amountRequired })
    .positive({ error: REFUND_MESSAGES.amountRequired }),
  reason: z.enum(REFUND_REASONS, { error: REFUND_MESSAGES.reasonRequired }),
});
export type RefundBody = z.infer<typeof refundBodySchema>;

/** The refund the provider made: its id (Stripe's re_…, Adyen's pspReference), amount and status. */
export const refundSchema = z.object({
  id: z.string().min(1),
  amount: z.number().int().positive(),
  status: z.enum(REFUND_STATUSES),
});
export type Refund = z.infer<typeof refundSchema>;

/** The currency's smallest amount in minor units (always 1) as text: "$0.01", "¥1". */
export const smallestAmountText = (currency: string) => formatMinorUnits(1, currency);

/** Whether the session can be refunded at all: paid, and something left (the drawer's "Refund payment" button). */
export function canRefund(session: AppSession): boolean {
  if (session.app !== 'payments' || session.status !== 'success') return false;
  const payment = paymentDetailsOf(session.details);
  return payment !== null && paymentRemaining(payment) > 0;
}

/**
 * The one check of a refund, run by the server (in the session's transaction), the mocks and the dialog: the payment
 * must be paid and not fully refunded (409), the amount between the smallest unit and what is left (400 on `amount`).
 * Answers the refusal, or null when the refund may go to the provider.
 */
export function refundRefusal(session: AppSession, amount: number): Refusal | null {
  const payment = paymentDetailsOf(session.details);
  if (session.status !== 'success' || payment === null) return conflict(REFUND_MESSAGES.notPaid);
  const remaining = paymentRemaining(payment);
  if (remaining === 0) return conflict(REFUND_MESSAGES.fullyRefunded);
  const message = refundAmountError(amount, payment.currency, remaining);
  return message === null ? null : invalidField('amount', message);
}

/** The amount's message, or null: at least the currency's smallest unit, at most `remaining` (minor units). */
export function refundAmountError(amount: number | null, currency: string, remaining: number): string | null {
  if (amount !== null && Number.isInteger(amount) && amount >= 1 && amount <= remaining) return null;
  return REFUND_MESSAGES.amountRange(smallestAmountText(currency), formatMinorUnits(remaining, currency));
}

/** What the provider refusing a refund answers (422 PAYMENT_PROVIDER_FAILED with the provider's words). */
export const providerRefusal = (message: string) => new Refusal('PAYMENT_PROVIDER_FAILED', message);
