import type { Product } from '../products/schemas';
import { DAY_MS } from './demo-account';
import { createRandom } from './random';

/** A seeded product with the first time a payment session used it (null: never, so it may be deleted). */
export type SeedProduct = Product & { usedAt: string | null };

/**
 * An account's demo Product Catalog (apps.md §3.5): a pure function of (seed, account, clock), so the server's demo
 * seed and the MSW mocks list the same products. Prices in minor units; one product archived. The catalog predates
 * the seeded payment sessions' itemising, so `usedAt` says which products took payments (those refuse deletion with
 * 409 PRODUCT_IN_USE on both back ends); "Express delivery" and "Premium support (monthly)" never did.
 */
const CATALOG = [
  {
    name: 'Replacement card',
    description: 'A new debit card sent by post within 5 working days',
    price: 1500,
    used: true,
  },
  { name: 'Express delivery', description: 'Next-day delivery of a replacement card', price: 999 },
  {
    name: 'Annual membership',
    description: 'Twelve months of the premium plan',
    price: 12000,
    used: true,
  },
  { name: 'Premium support (monthly)', description: 'Priority line and a named agent', price: 2999 },
  { name: 'Late payment fee', description: '', price: 2500, used: true },
  {
    name: 'Paper statements (yearly)',
    description: 'Monthly statements by post',
    price: 1200,
    archived: true,
    used: true,
  },
] as const;

export function seedProducts({
  seed,
  accountId,
  now,
}: {
  seed: number;
  accountId: string;
  now: Date;
}): SeedProduct[] {
  const random = createRandom(seed, `products:${accountId}`);
  return CATALOG.map((item, index) => {
    const created = now.getTime() - (200 - index * 20) * DAY_MS - random.int(0, DAY_MS - 1);
    const updated = Math.min(now.getTime(), created + random.int(0, 30) * DAY_MS);
    return {
      id: `prod_${random.chars(14, '0123456789abcdefghijklmnopqrstuvwxyz')}`,
      name: item.name,
      description: item.description,
      price: item.price,
      currency: 'USD',
      status: 'archived' in item ? ('archived' as const) : ('active' as const),
      createdAt: new Date(created).toISOString(),
      updatedAt: new Date(updated).toISOString(),
      usedAt: 'used' in item ? new Date(Math.min(now.getTime(), created + DAY_MS)).toISOString() : null,
    };
  }).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
