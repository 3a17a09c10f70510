import { customAmountRefusal, paymentsSettingsOf } from '@console/api-client';
import { Refusal } from '@console/api-client/rules';
import { generalSettingsOf } from '../app-settings/stored-settings';
import type { Queryable } from '../db/schema';

const FIELD = 'data.amount';

/** What a payments session keeps of Settings › General: its amount's currency and the statement descriptor. */
export interface PaymentSettingsDetails {
  currency?: string;
  statementDescriptor?: string;
}

/**
 * POST /v1/sessions for payments (apps.md §3.5, §5). A custom amount (`data.amount`, `data.currency` or the default
 * currency) must be allowed and within the minimum and maximum of Payments › General, else 400 naming data.amount.
 * Every payment keeps the statement descriptor of the moment it was requested, as it keeps its line items, for the
 * customer's payment page to charge under (that page is not part of this repository; the demo simulator plays it).
 */
export async function paymentSettingsDetails(
  db: Queryable,
  accountId: string,
  custom: { amount: number; currency?: string | undefined } | null,
): Promise<PaymentSettingsDetails> {
  const settings = paymentsSettingsOf(await generalSettingsOf(db, accountId, 'payments'));
  const descriptor = settings.statementDescriptor
    ? { statementDescriptor: settings.statementDescriptor }
    : {};
  if (!custom) return descriptor;
  const currency = custom.currency ?? settings.defaultCurrency;
  const refusal = customAmountRefusal(custom.amount, currency, settings);
  if (refusal)
    throw new Refusal('VALIDATION_ERROR', `${FIELD}: ${refusal}`, {}, [{ field: FIELD, message: refusal }]);
  return { currency, ...descriptor };
}
