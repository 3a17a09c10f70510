import { mutationOptions } from '@tanstack/react-query';
import { appSessionKeys } from '../app-sessions/keys';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import type { Refund, RefundBody } from './schemas';
import { refundBodySchema, refundSchema } from './schemas';

/**
 * POST /payments/payments/{id}/refunds (apps.md §3.5): owner and admin; the connected provider refunds the amount
 * (Stripe's Refunds API, Adyen's /payments/{pspReference}/refunds) and the session records it (refundedAmount,
 * sub-status refunded or partially_refunded, a timeline event). 201 {id, amount, status}. Audited "Refund of {amount}
 * issued". A provider's refusal is 422 PAYMENT_PROVIDER_FAILED with its words.
 */
export const refundPaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/payments/payments/:id/refunds',
  body: refundBodySchema,
  response: refundSchema,
});

export function refundPayment(
  client: ApiClient,
  { id, ...body }: RefundBody & { id: string },
  options: CallOptions = {},
): Promise<Refund> {
  return client.json(refundSchema, {
    method: refundPaymentEndpoint.method,
    path: fillPath(refundPaymentEndpoint.path, { id }),
    body,
    signal: options.signal,
  });
}

export function refundPaymentMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...appSessionKeys.sessions(accountId, 'payments'), 'refund'],
    mutationFn: (input: RefundBody & { id: string }) => refundPayment(client, input),
    onSuccess: (_refund, _input, _onMutateResult, context) =>
      context.client.invalidateQueries({ queryKey: appSessionKeys.sessions(accountId, 'payments') }),
  });
}
