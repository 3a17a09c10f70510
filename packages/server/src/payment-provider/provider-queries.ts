import type { ConnectedProvider, ProviderConnection } from '@console/api-client';
import type { Queryable } from '../db/schema';

/** The account's card provider row with the name of the admin who connected it, or undefined. */
export function loadPaymentProvider(db: Queryable, accountId: string) {
  return db
    .selectFrom('payment_providers as p')
    .innerJoin('admins as a', 'a.id', 'p.connected_by')
    .selectAll('p')
    .select(['a.first_name', 'a.last_name'])
    .where('p.account_id', '=', accountId)
    .executeTakeFirst();
}
type Row = NonNullable<Awaited<ReturnType<typeof loadPaymentProvider>>>;

/** What PUT and the callback answer (apps.md §3.5); the secret never leaves. */
export const toConnected = (
  row: Pick<Row, 'provider' | 'account_ref' | 'account_name' | 'livemode' | 'connected_at'>,
): ConnectedProvider => ({
  provider: row.provider,
  accountId: row.account_ref,
  accountName: row.account_name,
  livemode: row.livemode,
  connectedAt: row.connected_at.toISOString(),
});

/** GET /payments/provider's connection: who connected it and its currencies too. */
export const toConnection = (row: Row): ProviderConnection => ({
  ...toConnected(row),
  connectedBy: { firstName: row.first_name, lastName: row.last_name },
  currencies: row.currencies,
});
