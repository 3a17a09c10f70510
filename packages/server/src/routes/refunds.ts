import { route } from '../http/route';
import { refundPayment } from '../refunds/refund-payment';

/** Payments › Refund (apps.md §3.5): owner and admin refund a paid payment through the connected card provider. */
export const refundRoutes = [
  route('refundPayment', ({ session, params, body, deps }) =>
    refundPayment(deps, session, params.id ?? '', body),
  ),
];
