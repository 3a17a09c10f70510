import type { HttpHandler } from 'msw';
import { PAGE_COUNT_HEADER, PAGE_LAST_KEY_HEADER } from '../../client/paged';
import { storedPriceError } from '../../products/schemas';
import { auditEvents } from '../../rules/audit-events';
import { invalidField, notFound, Refusal, REFUSALS } from '../../rules/errors';
import { pageSessions } from '../../rules/session-search';
import { mockRoute } from '../http/mock-route';
import { appendAudit } from '../store/audit-log';
import { productsOf } from '../store/products';
import type { MockAccountState, MockStore } from '../store/types';

/** The account's product `id`, or 404 as the server answers an unknown id or another account's. */
function productOf(store: MockStore, scope: MockAccountState, id: string | undefined) {
  const product = productsOf(store, scope).find((row) => row.id === id);
  if (!product) throw notFound(REFUSALS.productNotFound);
  return product;
}

/**
 * Payments › Product Catalog (apps.md §3.5) over the store's catalog (seed/products.ts), refusing what the server
 * refuses (routes/products.ts): the list paged newest first like every app list, changes audited, a product a
 * payment used (`usedAt`) kept from deletion with 409 PRODUCT_IN_USE.
 */
export function productHandlers(store: MockStore): HttpHandler[] {
  return [
    mockRoute(store, 'listProducts', ({ query, scope, headers }) => {
      const rows = productsOf(store, scope).filter(
        (row) => query.status === 'all' || row.status === query.status,
      );
      const page = pageSessions(rows, query);
      headers.set(PAGE_COUNT_HEADER, String(page.count));
      if (page.lastKey !== null) headers.set(PAGE_LAST_KEY_HEADER, page.lastKey);
      return page.items;
    }),
    mockRoute(store, 'addProduct', ({ body, caller, scope }) => {
      store.sequence += 1;
      const now = store.now.toISOString();
      const product = {
        id: `prod_${String(store.sequence).padStart(14, '0')}`,
        ...body,
        createdAt: now,
        updatedAt: now,
        usedAt: null,
      };
      // Newest first: created now, after every other (ids grow with the sequence, as the cursor orders ties).
      productsOf(store, scope).unshift(product);
      appendAudit(store, scope, caller, auditEvents.productAdded(product.name));
      return product;
    }),
    mockRoute(store, 'updateProduct', ({ params, body, caller, scope }) => {
      const product = productOf(store, scope, params.id);
      const priceError = storedPriceError(body, product);
      if (priceError) throw invalidField('price', priceError);
      const archived = product.status === 'active' && body.status === 'archived';
      const onlyStatus = Object.keys(body).every((key) => key === 'status');
      Object.assign(product, body);
      product.updatedAt = store.now.toISOString();
      appendAudit(
        store,
        scope,
        caller,
        archived && onlyStatus
          ? auditEvents.productArchived(product.name)
          : auditEvents.productUpdated(product.name),
      );
      return product;
    }),
    mockRoute(store, 'deleteProduct', ({ params, caller, scope }) => {
      const product = productOf(store, scope, params.id);
      if (product.usedAt !== null) throw new Refusal('PRODUCT_IN_USE');
      const products = productsOf(store, scope);
      products.splice(products.indexOf(product), 1);
      appendAudit(store, scope, caller, auditEvents.productDeleted(product.name));
      return undefined;
    }),
  ];
}
