import {
  otpAttemptsText,
  otpSmsText,
  passkeyAuthenticatorText,
  passkeyTypeText,
  paymentAmountText,
  paymentCardText,
  paymentDescriptionText,
  paymentRefundText,
  signatureDocumentText,
  signatureSubStatusText,
  type AppId,
  type AppSession,
} from '@console/api-client';
import { createDataTableColumnHelper, type DataTableColumn } from '@console/ui';
import { css } from '../../../styled-system/css';

const nowrap = css({ whiteSpace: 'nowrap' });
const column = createDataTableColumnHelper<AppSession>();

/**
 * A cell of text about the session; "—" when it has none to show yet (pending, or from before). Short values get a
 * fixed width, so the shared columns keep their room.
 */
const textColumn = (
  id: string,
  header: string,
  text: (session: AppSession) => string | null,
  meta: { width?: string; hideBelow?: 'md' | 'lg' | 'xl' },
) =>
  column.accessor(text, {
    id,
    header,
    enableSorting: false,
    meta,
    cell: ({ getValue }) => <span className={nowrap}>{getValue() ?? '—'}</span>,
  });

/** A cell from the session's details. */
const detailColumn = (
  id: string,
  header: string,
  text: (details: AppSession['details']) => string | null,
  meta: { width?: string; hideBelow?: 'md' | 'lg' | 'xl' },
) => textColumn(id, header, (session) => text(session.details), meta);

/**
 * The app's own columns of its activity list (apps.md §3), between Agent and Session: one-time passcode's Attempts
 * ("2 of 3") and SMS (Delivered, Failed, Blocked); passkeys' Type (Enrollment, Authentication) and Authenticator;
 * document signature's Document ("Loan disclosure · v2") and Sub-status (Sent, Viewed while it waits; from xl; §3.3);
 * payments' Amount, Card, Description and Refund (§3.5; Description only from xl, where the table has room for it).
 * The words come from the api-client (app-sessions/app-details.ts), which reads the details both back ends fill.
 */
export function appSessionColumns(app: AppId): DataTableColumn<AppSession>[] {
  switch (app) {
    case 'one-time-passcode':
      return [
        detailColumn('attempts', 'Attempts', otpAttemptsText, { width: '6.5rem' }),
        detailColumn('sms', 'SMS', otpSmsText, { width: '7rem' }),
      ];
    case 'passkeys':
      return [
        detailColumn('type', 'Type', passkeyTypeText, { width: '8.5rem' }),
        detailColumn('authenticator', 'Authenticator', passkeyAuthenticatorText, {
          width: '9rem',
          hideBelow: 'lg',
        }),
      ];
    case 'document-signature':
      return [
        detailColumn('document', 'Document', signatureDocumentText, { hideBelow: 'md' }),
        textColumn('subStatus', 'Sub-status', signatureSubStatusText, { width: '7.5rem', hideBelow: 'xl' }),
      ];
    case 'payments':
      return [
        detailColumn('amount', 'Amount', paymentAmountText, { width: '7rem' }),
        detailColumn('card', 'Card', paymentCardText, { width: '11.5rem', hideBelow: 'md' }),
        detailColumn('description', 'Description', paymentDescriptionText, { hideBelow: 'xl' }),
        detailColumn('refund', 'Refund', paymentRefundText, { width: '14rem', hideBelow: 'lg' }),
      ];
    default:
      return [];
  }
}
