import type { HttpHandler } from 'msw';
import { paymentDetailsOf, paymentRefundSubStatus } from '../../app-sessions/app-details';
import { REFUND_MESSAGES, refundRefusal } from '../../refunds/schemas';
import { auditEvents } from '../../rules/audit-events';
import { conflict, notFound, REFUSALS } from '../../rules/errors';
import { formatMinorUnits } from '../../rules/money';
import { mockRoute } from '../http/mock-route';
import { appSessionsOf } from '../store/apps';
import { appendAudit } from '../store/audit-log';
import { paymentProviderOf } from '../store/payment-provider';
import type { MockStore } from '../store/types';

/**
 * Payments › Refund (apps.md §3.5) over the store's payments sessions, refusing what the server refuses
 * (routes/refunds.ts) in the same order: another account's or an unknown id 404, the rules of refunds/schemas.ts,
 * then no provider connected (409). The connected provider is the simulated one: it refunds what it is asked.
 */
export function refundHandlers(store: MockStore): HttpHandler[] {
  return [
    mockRoute(store, 'refundPayment', ({ params, body, caller, scope }) => {
      const session = appSessionsOf(store, scope, 'payments').find((row) => row.id === params.id);
      if (!session) throw notFound(REFUSALS.sessionNotFound);
      const refusal = refundRefusal(session, body.amount);
      if (refusal) throw refusal;
      const payment = paymentDetailsOf(session.details);
      if (!payment?.providerPaymentId) throw conflict(REFUND_MESSAGES.noProviderPayment);
      if (paymentProviderOf(scope).connection === null) throw conflict(REFUND_MESSAGES.noProvider);
      store.sequence += 1;
      const refund = {
        id: `re_${String(store.sequence).padStart(14, '0')}`,
        amount: body.amount,
        status: 'succeeded' as const,
      };
      const refunded = { ...payment, refundedAmount: payment.refundedAmount + body.amount };
      const amount = formatMinorUnits(body.amount, payment.currency);
      session.details = { ...session.details, refundedAmount: refunded.refundedAmount };
      session.subStatus = paymentRefundSubStatus(refunded);
      session.events.push({ at: store.now.toISOString(), type: 'payment.refunded', detail: amount });
      appendAudit(store, scope, caller, auditEvents.refundIssued(amount));
      return refund;
    }),
  ];
}
