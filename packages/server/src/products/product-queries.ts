import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Product, ProductStatus } from '@console/api-client';
import { newestFirstPage } from '../db/newest-first-page';
import type { ProductsTable, Queryable } from '../db/schema';

export type ProductRow = Selectable<ProductsTable>;

const ID_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** `prod_` and 14 random characters of [0-9a-z], the shape the demo seed's ids have. */
export const newProductId = () =>
  `prod_${Array.from(randomBytes(14), (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('')}`;

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    currency: row.currency,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function filtered(db: Queryable, accountId: string, status: ProductStatus | 'all') {
  const query = db.selectFrom('products').where('account_id', '=', accountId);
  return status === 'all' ? query : query.where('status', '=', status);
}

/**
 * One page of GET /payments/products, newest first by (created_at, id) after the `{createdAt}|{id}` cursor, as the
 * sessions list pages (session-queries.ts listSessionPage); `count` is every product of the filter (x-count),
 * `lastKey` the next page's cursor or null. A cursor the rule did not give is 400.
 */
export function listProductPage(
  db: Queryable,
  accountId: string,
  query: { status: ProductStatus | 'all'; limit: number; lastKey?: string | undefined },
): Promise<{ items: Product[]; count: number; lastKey: string | null }> {
  return newestFirstPage(
    filtered(db, accountId, query.status).selectAll(),
    filtered(db, accountId, query.status).select((eb) => eb.fn.countAll<string>().as('count')),
    query,
    toProduct,
  );
}

/** The account's product `id`, locked for a change; undefined for an unknown id or another account's. */
export function lockProduct(tx: Queryable, accountId: string, id: string) {
  return tx
    .selectFrom('products')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .forUpdate()
    .executeTakeFirst();
}
