import { randomBytes } from 'node:crypto';
import type { Refund, RefundBody } from '@console/api-client';
import {
  paymentDetailsOf,
  paymentRefundSubStatus,
  REFUND_MESSAGES,
  refundRefusal,
} from '@console/api-client';
import { auditEvents, conflict, formatMinorUnits, notFound, REFUSALS } from '@console/api-client/rules';

import { recordAudit } from '../audit/record-audit';
import { SECRET_PLACES } from '../crypto/secret-places';
import type { AppDeps } from '../deps';
import type { Session } from '../auth/session';
import { refundAdyenPayment } from '../payment-provider/adyen';
import { refundStripePayment } from '../payment-provider/stripe';
import { appendEvent, lockSession, toAppSession } from '../sessions/session-store';

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const newRefundId = () =>
  `rfd_${Array.from(randomBytes(16), (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('')}`;

/**
 * POST /payments/payments/{id}/refunds (apps.md §3.5), in one transaction with the session row locked (two refunds
 * of one payment never both pass the check): the account's payments session (another account's or another app's is
 * 404), the api-client's rules (refundRefusal: paid, not fully refunded, between the smallest unit and what is left),
 * a provider connected; then the connected provider refunds through the outbound guard, and the refund is recorded
 * (payment_refunds), the session's refundedAmount and sub-status move with a `payment.refunded` event, and the audit
 * log says "Refund of {amount} issued". A provider's refusal leaves nothing changed.
 */
export async function refundPayment(
  deps: AppDeps,
  session: Session,
  sessionId: string,
  body: RefundBody,
): Promise<Refund> {
  const { db, clock, outbound, secrets } = deps;
  return db.transaction().execute(async (tx) => {
    const row = await lockSession(tx, sessionId, session.accountId);
    if (!row || row.app !== 'payments') throw notFound(REFUSALS.sessionNotFound);
    const refusal = refundRefusal(toAppSession(row), body.amount);
    if (refusal) throw refusal;
    const payment = paymentDetailsOf(row.details);
    if (!payment?.providerPaymentId) throw conflict(REFUND_MESSAGES.noProviderPayment);
    const provider = await tx
      .selectFrom('payment_providers')
      .selectAll()
      .where('account_id', '=', session.accountId)
      .executeTakeFirst();
    if (!provider) throw conflict(REFUND_MESSAGES.noProvider);
    const secret = secrets.open(provider.secret, SECRET_PLACES.paymentProviderSecret(session.accountId));
    const id = newRefundId();
    const made =
      provider.provider === 'stripe'
        ? await refundStripePayment(
            outbound,
            { accessToken: secret, accountId: provider.account_ref },
            { paymentIntent: payment.providerPaymentId, amount: body.amount, reason: body.reason },
          )
        : await refundAdyenPayment(
            outbound,
            {
              apiKey: secret,
              merchantAccount: provider.account_ref,
              environment: provider.environment ?? 'test',
            },
            {
              pspReference: payment.providerPaymentId,
              amount: body.amount,
              currency: payment.currency,
              reference: id,
            },
          );
    const now = clock.now();
    await tx
      .insertInto('payment_refunds')
      .values({
        id,
        account_id: session.accountId,
        session_id: row.id,
        provider: provider.provider,
        provider_refund_id: made.id,
        amount: body.amount,
        currency: payment.currency,
        reason: body.reason,
        status: made.status,
        created_at: now,
        created_by: session.adminId,
      })
      .execute();
    const refundedAmount = payment.refundedAmount + body.amount;
    const amount = formatMinorUnits(body.amount, payment.currency);
    await appendEvent(
      tx,
      row,
      {
        type: 'payment.refunded',
        detail: amount,
        subStatus: paymentRefundSubStatus({ ...payment, refundedAmount }),
        details: { refundedAmount },
      },
      now,
      { secrets, now },
    );
    await recordAudit(tx, now, session.accountId, session, auditEvents.refundIssued(amount));
    return { id: made.id, amount: body.amount, status: made.status };
  });
}
