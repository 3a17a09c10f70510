import type { CustomerLookupConfig } from '@console/api-client';
import { recordAudit } from '../audit/record-audit';
import type { Queryable } from '../db/schema';
import { checkLookupPaths } from '../gjson/check-lookup-paths';
import { SECRET_PLACES } from '../crypto/secret-places';
import { route } from '../http/route';
import { runLookupTest } from '../outbound/customer-lookup-test';

/** The saved config without header values (write-only secrets), or null. */
async function loadConfig(db: Queryable, accountId: string): Promise<CustomerLookupConfig | null> {
  const row = await db
    .selectFrom('customer_lookups')
    .select([
      'url',
      'method',
      'header_keys',
      'customer_path',
      'customer_id',
      'title_template',
      'description_template',
    ])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    url: row.url,
    method: row.method,
    headerKeys: row.header_keys,
    customerPath: row.customer_path,
    customerId: row.customer_id,
    titleTemplate: row.title_template,
    descriptionTemplate: row.description_template,
  };
}

export const customerLookupRoutes = [
  route('getCustomerLookup', async ({ session, deps: { db } }) => loadConfig(db, session.accountId)),

  /** Saves the config; header values are stored sealed and never answered (headerKeys only). */
  route('saveCustomerLookup', async ({ session, body, deps: { db, clock, secrets } }) => {
    checkLookupPaths(body);
    const values = {
      url: body.url,
      method: body.method,
      header_keys: JSON.stringify(body.headers.map((header) => header.key)),
      header_values: JSON.stringify(
        body.headers.map((header) =>
          secrets.seal(header.value, SECRET_PLACES.lookupHeaderValue(session.accountId)),
        ),
      ),
      customer_path: body.customerPath,
      customer_id: body.customerId,
      title_template: body.titleTemplate,
      description_template: body.descriptionTemplate,
    };
    return db.transaction().execute(async (tx) => {
      await tx
        .insertInto('customer_lookups')
        .values({ account_id: session.accountId, ...values })
        .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
        .execute();
      await recordAudit(tx, clock.now(), session.accountId, session, {
        event: 'customer-lookup.updated',
        description: 'Updated the customer lookup settings',
      });
      const saved = await loadConfig(tx, session.accountId);
      if (!saved) throw new Error('customer lookup vanished inside its transaction');
      return saved;
    });
  }),

  route('removeCustomerLookup', async ({ session, deps: { db, clock } }) => {
    await db.transaction().execute(async (tx) => {
      const removed = await tx
        .deleteFrom('customer_lookups')
        .where('account_id', '=', session.accountId)
        .executeTakeFirst();
      if (removed.numDeletedRows === 0n) return;
      await recordAudit(tx, clock.now(), session.accountId, session, {
        event: 'customer-lookup.removed',
        description: 'Removed the customer lookup settings',
      });
    });
  }),

  /** A real request to the admin's API with the form's settings (saved or not). */
  route('testCustomerLookup', async ({ body, deps: { outbound } }) => {
    checkLookupPaths(body);
    return { customers: await runLookupTest(outbound, body) };
  }),
];
