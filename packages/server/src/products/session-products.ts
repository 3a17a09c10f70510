import { PRODUCT_MESSAGES } from '@console/api-client';
import { Refusal } from '@console/api-client/rules';
import type { Queryable } from '../db/schema';

/** What a payments session keeps of its products (apps.md §3.5: a later price change does not alter it). */
export interface PaymentLineItem {
  productId: string;
  name: string;
  price: number;
}

export interface ProductDetails {
  amount: number;
  currency: string;
  lineItems: PaymentLineItem[];
}

const FIELD = 'data.productIds';

/** 400 VALIDATION_ERROR naming data.productIds (the /v1 code, apps.md §5). */
const refuse = (message: string) =>
  new Refusal('VALIDATION_ERROR', `${FIELD}: ${message}`, {}, [{ field: FIELD, message }]);

/**
 * POST /v1/sessions for payments with `data.productIds`: each id must be an active product of the account (an
 * unknown, archived or another account's id is 400), all in one currency; the details are their sum, the currency and
 * one line item per id in the order given (an id given twice is two items).
 */
export async function productDetails(
  db: Queryable,
  accountId: string,
  productIds: readonly string[],
): Promise<ProductDetails> {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name', 'price', 'currency'])
    .where('account_id', '=', accountId)
    .where('status', '=', 'active')
    .where('id', 'in', [...new Set(productIds)])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = productIds.map((id) => byId.get(id));
  if (items.some((item) => item === undefined)) throw refuse(PRODUCT_MESSAGES.sessionProductUnknown);
  const found = items.filter((item) => item !== undefined);
  const currencies = new Set(found.map((item) => item.currency));
  if (currencies.size !== 1) throw refuse(PRODUCT_MESSAGES.sessionProductCurrencies);
  return {
    amount: found.reduce((sum, item) => sum + item.price, 0),
    currency: found[0]?.currency ?? '',
    lineItems: found.map((item) => ({ productId: item.id, name: item.name, price: item.price })),
  };
}

/**
 * Marks the session's products used, in the transaction that inserts the session: from then on they cannot be
 * deleted (409 PRODUCT_IN_USE). One archived or deleted since productDetails read it refuses the session as
 * productDetails would have, and the transaction leaves nothing behind.
 */
export async function markProductsUsed(
  tx: Queryable,
  accountId: string,
  lineItems: readonly PaymentLineItem[],
  now: Date,
): Promise<void> {
  const ids = [...new Set(lineItems.map((item) => item.productId))];
  if (ids.length === 0) return;
  const marked = await tx
    .updateTable('products')
    .set((eb) => ({ used_at: eb.fn.coalesce('used_at', eb.val(now)) }))
    .where('account_id', '=', accountId)
    .where('status', '=', 'active')
    .where('id', 'in', ids)
    .returning('id')
    .execute();
  if (marked.length !== ids.length) throw refuse(PRODUCT_MESSAGES.sessionProductUnknown);
}
