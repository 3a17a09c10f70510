import { storedPriceError } from '@console/api-client';
import { auditEvents, invalidField, notFound, Refusal, REFUSALS } from '@console/api-client/rules';
import { recordAudit } from '../audit/record-audit';
import { route } from '../http/route';
import { listProductPage, lockProduct, newProductId, toProduct } from '../products/product-queries';

/**
 * Payments › Product Catalog (apps.md §3.5): the signed-in account's products. Every change is audited in the
 * payments namespace; another account's id is 404 like an unknown one.
 */
export const productRoutes = [
  /** One page, newest first: x-count is every product of the status filter, x-last-key the next page's cursor. */
  route('listProducts', async ({ c, session, query, deps: { db } }) => {
    const page = await listProductPage(db, session.accountId, query);
    c.header('x-count', String(page.count));
    if (page.lastKey !== null) c.header('x-last-key', page.lastKey);
    return page.items;
  }),

  route('addProduct', async ({ session, body, deps: { db, clock } }) => {
    const now = clock.now();
    return db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto('products')
        .values({
          id: newProductId(),
          account_id: session.accountId,
          name: body.name,
          description: body.description,
          price: body.price,
          currency: body.currency,
          status: body.status,
          created_at: now,
          updated_at: now,
          used_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(tx, now, session.accountId, session, auditEvents.productAdded(row.name));
      return toProduct(row);
    });
  }),

  /**
   * The fields given change (apps.md §6: archive is `{status:'archived'}`, unarchive `{status:'active'}`); a price or
   * currency alone is checked against what the product keeps. Sessions already created keep their line items.
   */
  route('updateProduct', async ({ session, params, body, deps: { db, clock } }) => {
    return db.transaction().execute(async (tx) => {
      const row = await lockProduct(tx, session.accountId, params.id ?? '');
      if (!row) throw notFound(REFUSALS.productNotFound);
      const priceError = storedPriceError(body, row);
      if (priceError) throw invalidField('price', priceError);
      const now = clock.now();
      const updated = await tx
        .updateTable('products')
        .set({ ...body, updated_at: now })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const archived = row.status === 'active' && updated.status === 'archived';
      const onlyStatus = Object.keys(body).every((key) => key === 'status');
      const event =
        archived && onlyStatus
          ? auditEvents.productArchived(updated.name)
          : auditEvents.productUpdated(updated.name);
      await recordAudit(tx, now, session.accountId, session, event);
      return toProduct(updated);
    });
  }),

  /** Only a product no payment session used (used_at null); one that took payments is 409 PRODUCT_IN_USE. */
  route('deleteProduct', async ({ session, params, deps: { db, clock } }) => {
    await db.transaction().execute(async (tx) => {
      const row = await lockProduct(tx, session.accountId, params.id ?? '');
      if (!row) throw notFound(REFUSALS.productNotFound);
      if (row.used_at !== null) throw new Refusal('PRODUCT_IN_USE');
      await tx.deleteFrom('products').where('id', '=', row.id).execute();
      const now = clock.now();
      await recordAudit(tx, now, session.accountId, session, auditEvents.productDeleted(row.name));
    });
  }),
];
