import {
  canRefund,
  getPaymentProviderQueryOptions,
  isConnected,
  paymentDetailsOf,
  type AppId,
  type AppSession,
} from '@console/api-client';
import { Button, type DetailItem } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { isAdmin } from '../../../session/guards';
import { useApi } from '../../../lib/use-api';
import { useBootstrap } from '../../../lib/use-bootstrap';
import { paymentDetailItems } from './payment-detail-items';
import { RefundDialog } from './refund-dialog';

export interface PaymentDrawerParts {
  /** The payment's lines in place of the generic details; undefined for any other app. */
  details: DetailItem[] | undefined;
  /** "Refund payment" for the owner and admins while something is left to refund. */
  actions: ReactNode;
  /** The Refund payment dialog while it is open. */
  dialog: ReactNode;
}

/**
 * What a Payments session adds to the drawer (apps.md §3.5). The connection (owner and admins read it) gives the
 * "View in {provider}" link; a supervisor sees the payment without it and without Refund.
 */
export function usePaymentDrawer(app: AppId, session: AppSession | undefined): PaymentDrawerParts {
  const api = useApi();
  const user = useBootstrap();
  const admin = isAdmin(user);
  const payment = app === 'payments' && session ? paymentDetailsOf(session.details) : null;
  const provider = useQuery({
    ...getPaymentProviderQueryOptions(api, user.account.id),
    enabled: payment !== null && admin,
  });
  const [refunding, setRefunding] = useState<string | null>(null);
  if (!session || !payment) return { details: undefined, actions: null, dialog: null };
  const connection = provider.data && isConnected(provider.data) ? provider.data : null;
  return {
    details: paymentDetailItems(payment, connection),
    actions:
      admin && canRefund(session) ? (
        <Button onClick={() => setRefunding(session.id)}>Refund payment</Button>
      ) : null,
    dialog:
      refunding === session.id ? (
        <RefundDialog sessionId={session.id} payment={payment} onClose={() => setRefunding(null)} />
      ) : null,
  };
}
