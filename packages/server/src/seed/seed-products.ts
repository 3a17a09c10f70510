import { seedProducts } from '@console/api-client/seed';
import type { Queryable } from '../db/schema';

/**
 * An account's demo Product Catalog from the shared generator (`@console/api-client/seed`, the mocks' catalog too),
 * with the products that took payments marked used (409 PRODUCT_IN_USE on delete, as in the mocks).
 */
export async function seedCatalog(
  tx: Queryable,
  options: { seed: number; accountId: string; now: Date },
): Promise<void> {
  const products = seedProducts(options);
  if (products.length === 0) return;
  await tx
    .insertInto('products')
    .values(
      products.map((product) => ({
        id: product.id,
        account_id: options.accountId,
        name: product.name,
        description: product.description,
        price: product.price,
        currency: product.currency,
        status: product.status,
        created_at: product.createdAt,
        updated_at: product.updatedAt,
        used_at: product.usedAt,
      })),
    )
    .execute();
}
