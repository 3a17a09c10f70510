import {
  connectStripeMutationOptions,
  disconnectPaymentProviderMutationOptions,
  errorMessage,
  getPaymentProviderQueryOptions,
  isConnected,
  PAYMENT_PROVIDER_LABELS,
  type PaymentProvider,
} from '@console/api-client';
import { Button, ConfirmDialog, toast } from '@console/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { AppPageHeader } from '../../components/app-settings/app-page-header';
import { disconnectWithToasts } from '../../components/integrations/report-integration';
import { useApi } from '../../lib/use-api';
import { useBootstrap } from '../../lib/use-bootstrap';
import { AdyenFormDialog } from './adyen-form-dialog';
import { ConnectionDetails } from './connection-details';
import { leaveFor } from './leave-for';
import { ProviderCard } from './provider-card';
import {
  CONNECT_FAILED_TITLE,
  CONNECT_WITH_STRIPE,
  DISCONNECT_DESCRIPTION,
  disconnectTitle,
  ONE_AT_A_TIME,
  PROVIDER_CARDS,
  PROVIDER_PAGE_LEAD,
  PROVIDER_PAGE_TITLE,
} from './provider-texts';

const grid = css({
  display: 'grid',
  gap: '4',
  alignItems: 'start',
  gridTemplateColumns: { base: '1fr', lg: 'repeat(2, 1fr)' },
});

/**
 * Payments › Settings › Card Payment Provider (apps.md §3.5): Stripe (Connect's OAuth: the browser goes to Stripe
 * and comes back to …/callback) and Adyen (a credential form with Test), one at a time; the connected one shows
 * its account, mode and who connected it when, and can be disconnected after a confirmation.
 */
export function CardPaymentProviderPage() {
  const api = useApi();
  const accountId = useBootstrap().account.id;
  const { data } = useSuspenseQuery(getPaymentProviderQueryOptions(api, accountId));
  const connect = useMutation(connectStripeMutationOptions(api, accountId));
  const disconnect = useMutation(disconnectPaymentProviderMutationOptions(api, accountId));
  const [editingAdyen, setEditingAdyen] = useState(false);
  const [disconnecting, setDisconnecting] = useState<PaymentProvider | null>(null);
  const connection = isConnected(data) ? data : null;
  const reasonFor = (provider: PaymentProvider) =>
    connection && connection.provider !== provider ? ONE_AT_A_TIME : undefined;

  const connectStripe = async () => {
    try {
      const { url } = await connect.mutateAsync();
      leaveFor(url);
    } catch (error) {
      toast.error(CONNECT_FAILED_TITLE, errorMessage(error));
    }
  };
  const disconnectButton = (provider: PaymentProvider) => (
    <Button size="sm" variant="outline" onClick={() => setDisconnecting(provider)}>
      Disconnect<span className={css({ srOnly: true })}> {PAYMENT_PROVIDER_LABELS[provider]}</span>
    </Button>
  );

  return (
    <div>
      <AppPageHeader title={PROVIDER_PAGE_TITLE}>{PROVIDER_PAGE_LEAD}</AppPageHeader>
      <div className={grid}>
        <ProviderCard
          {...PROVIDER_CARDS.stripe}
          connected={connection?.provider === 'stripe'}
          disabledReason={reasonFor('stripe')}
          actions={
            connection?.provider === 'stripe' ? (
              disconnectButton('stripe')
            ) : (
              <Button
                size="sm"
                disabled={reasonFor('stripe') !== undefined || connect.isPending || connect.isSuccess}
                aria-busy={connect.isPending || undefined}
                onClick={() => void connectStripe()}
              >
                {CONNECT_WITH_STRIPE}
              </Button>
            )
          }
        >
          {connection?.provider === 'stripe' && <ConnectionDetails connection={connection} />}
        </ProviderCard>
        <ProviderCard
          {...PROVIDER_CARDS.adyen}
          connected={connection?.provider === 'adyen'}
          disabledReason={reasonFor('adyen')}
          actions={
            connection?.provider === 'adyen' ? (
              <>
                {disconnectButton('adyen')}
                <Button size="sm" variant="outline" onClick={() => setEditingAdyen(true)}>
                  Manage<span className={css({ srOnly: true })}> Adyen</span>
                </Button>
              </>
            ) : (
              <Button
                size="sm"
                disabled={reasonFor('adyen') !== undefined}
                onClick={() => setEditingAdyen(true)}
              >
                Connect<span className={css({ srOnly: true })}> Adyen</span>
              </Button>
            )
          }
        >
          {connection?.provider === 'adyen' && <ConnectionDetails connection={connection} />}
        </ProviderCard>
      </div>
      {editingAdyen && (
        <AdyenFormDialog
          accountId={accountId}
          saved={connection?.provider === 'adyen' ? connection : null}
          onClose={() => setEditingAdyen(false)}
        />
      )}
      {disconnecting && (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) setDisconnecting(null);
          }}
          title={disconnectTitle(disconnecting)}
          description={DISCONNECT_DESCRIPTION}
          confirmLabel="Disconnect"
          variant="destructive"
          onConfirm={() =>
            disconnectWithToasts(PAYMENT_PROVIDER_LABELS[disconnecting], () => disconnect.mutateAsync())
          }
        />
      )}
    </div>
  );
}
