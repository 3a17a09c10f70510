import { REFUND_MESSAGES } from '../../../refunds/schemas';
import { ERROR_MESSAGES, REFUSALS } from '../../../rules/errors';
import { demoAppSessions } from '../app-seed';
import { refused, refusedStep } from '../facts';
import type { ContractGroup, ContractStep } from '../types';

/**
 * The demo account has payments inactive (no payments sessions on either back end), so the table checks what both
 * refuse before a payment is found; paying, refunding and the provider are the server's tests (routes/refunds.test.ts)
 * against the Stripe fake.
 */
const otherApp = demoAppSessions('one-time-passcode')[0];
const path = (id: string) => `/payments/payments/${id}/refunds`;
const BODY = { amount: 100, reason: 'requested_by_customer' };

const refunding = (
  name: string,
  id: string,
  expect: ContractStep['expect'],
  as: ContractStep['as'] = 'admin',
): ContractStep => ({ name, call: 'refundPayment', as, path: path(id), body: BODY, expect });

export const refundsGroup: ContractGroup = {
  name: 'payments: refunds, owner and admin only, of the account’s payments, an amount and a reason',
  steps: [
    refunding(
      'a supervisor cannot refund',
      'ses_unknown0000000000',
      { status: 403, body: refused(403, 'FORBIDDEN', ERROR_MESSAGES.FORBIDDEN) },
      'supervisor',
    ),
    refunding('an unknown payment is 404', 'ses_unknown0000000000', {
      status: 404,
      body: refused(404, 'NOT_FOUND', REFUSALS.sessionNotFound),
    }),
    refunding("another app's session is not a payment: 404", otherApp?.id ?? 'ses_none', {
      status: 404,
      body: refused(404, 'NOT_FOUND', REFUSALS.sessionNotFound),
    }),
    refusedStep(
      'an amount in minor units and a reason are required',
      {
        call: 'refundPayment',
        as: 'owner',
        path: path('ses_unknown0000000000'),
        body: { amount: 0, reason: 'because' },
      },
      { field: 'amount', message: REFUND_MESSAGES.amountRequired },
      { field: 'reason', message: REFUND_MESSAGES.reasonRequired },
    ),
  ],
};
