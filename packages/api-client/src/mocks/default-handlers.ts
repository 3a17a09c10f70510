import type { MockStoreOptions } from './store/create-mock-store';
import { createMockStore } from './store/create-mock-store';
import { createHandlers } from './handlers';
import { watchTowerRecords } from './store/watch-tower';

/**
 * The store behind the default `handlers`. It is one object for the module's lifetime, so the
 * handlers always see it; stories adjust it (e.g. `signInAs(mockStore, { isRoot: true })`) after
 * `resetMockStore()`.
 */
export const mockStore = createMockStore();

/** Every call, answered from `mockStore`. */
export const handlers = createHandlers(mockStore);

/** Back to fresh demo data (Storybook calls it before each story), in place. */
export function resetMockStore(options: MockStoreOptions = {}): void {
  const fresh = createMockStore(options);
  // State built on first read (the apps' sessions, settings, webhooks, passkeys, products) is not in a fresh store:
  // drop it too, or the last story's changes would show in the next.
  for (const key of Object.keys(mockStore)) {
    if (!(key in fresh)) Reflect.deleteProperty(mockStore, key);
  }
  Object.assign(mockStore, fresh);
  // The Watch Tower records read the account states through the store they were made for: this one.
  mockStore.watchTowerAccounts = watchTowerRecords(
    mockStore,
    fresh.watchTowerAccounts.map((record) => record.id),
  );
}
