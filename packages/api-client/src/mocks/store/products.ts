import { DEMO_ACCOUNT_ID } from '../../seed/demo-account';
import type { SeedProduct } from '../../seed/products';
import { seedProducts } from '../../seed/products';
import { appsState } from './apps';
import type { MockAccountState, MockStore } from './types';

/**
 * The account's Product Catalog (apps.md §3.5), newest first: the demo account's is the shared seed's, as the
 * server's demo seed writes it (its products that took payments refuse deletion); any other account starts empty.
 */
export function productsOf(store: MockStore, scope: MockAccountState): SeedProduct[] {
  const state = appsState(scope);
  state.products ??=
    scope.account.id === DEMO_ACCOUNT_ID
      ? seedProducts({ seed: store.seed, accountId: scope.account.id, now: store.now })
      : [];
  return state.products;
}
