import {
  PAYMENT_PROVIDER_LABELS,
  providerPaymentUrl,
  THREE_D_SECURE_LABELS,
  type PaymentDetails,
  type ProviderConnection,
} from '@console/api-client';
import { formatMinorUnits } from '@console/api-client/rules';
import { CopyButton, type DetailItem } from '@console/ui';
import { css } from '../../../../styled-system/css';

const idRow = css({ display: 'inline-flex', alignItems: 'center', gap: '1', flexWrap: 'wrap' });
const mono = css({ fontFamily: 'mono', textStyle: 'body.sm', wordBreak: 'break-all' });
const link = css({ color: 'accent.fg', fontWeight: '500', textDecoration: 'underline' });
const lines = css({ display: 'flex', flexDirection: 'column', gap: '0.5' });

/**
 * A payment in the drawer (apps.md §3.5): the amount and what was refunded, the card, the 3-D Secure result, the
 * line items (or "Custom amount"), and the provider's payment id with "View in {provider}" when the account's
 * connection is that provider (`connection` is null for a supervisor, who does not read the connection).
 */
export function paymentDetailItems(
  payment: PaymentDetails,
  connection: ProviderConnection | null,
): DetailItem[] {
  const money = (minor: number) => formatMinorUnits(minor, payment.currency);
  const items: DetailItem[] = [{ label: 'Amount', value: money(payment.amount) }];
  if (payment.refundedAmount > 0) items.push({ label: 'Refunded', value: money(payment.refundedAmount) });
  if (payment.card) items.push({ label: 'Card', value: `${payment.card.brand} •••• ${payment.card.last4}` });
  if (payment.threeDSecure)
    items.push({ label: '3-D Secure', value: THREE_D_SECURE_LABELS[payment.threeDSecure] });
  items.push({
    label: 'Items',
    value:
      payment.lineItems.length === 0 ? (
        'Custom amount'
      ) : (
        <span className={lines}>
          {payment.lineItems.map((item, index) => (
            <span key={`${String(index)}-${item.productId}`}>
              {item.name} · {money(item.price)}
            </span>
          ))}
        </span>
      ),
  });
  if (payment.provider && payment.providerPaymentId) {
    const provider = PAYMENT_PROVIDER_LABELS[payment.provider];
    items.push({
      label: `${provider} ID`,
      value: (
        <span className={idRow}>
          <span className={mono}>{payment.providerPaymentId}</span>
          <CopyButton value={payment.providerPaymentId} label={`${provider} ID`} iconOnly />
          {connection?.provider === payment.provider && (
            <a
              className={link}
              href={providerPaymentUrl(connection, payment.providerPaymentId)}
              target="_blank"
              rel="noreferrer"
            >
              View in {provider}
            </a>
          )}
        </span>
      ),
    });
  }
  return items;
}
