import type { CustomerLookupConfig } from '@console/api-client';
import { auditEvents, checkLookupPaths, customerLookupParts } from '@console/api-client/rules';
import { recordAudit } from '../audit/record-audit';
import { SECRET_PLACES } from '../crypto/secret-places';
import type { Queryable } from '../db/schema';
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
    const { config, headerValues } = customerLookupParts(body);
    const values = {
      url: config.url,
      method: config.method,
      header_keys: JSON.stringify(config.headerKeys),
      header_values: JSON.stringify(
        headerValues.map((value) => secrets.seal(value, SECRET_PLACES.lookupHeaderValue(session.accountId))),
      ),
      customer_path: config.customerPath,
      customer_id: config.customerId,
      title_template: config.titleTemplate,
      description_template: config.descriptionTemplate,
    };
    return db.transaction().execute(async (tx) => {
      await tx
        .insertInto('customer_lookups')
        .values({ account_id: session.accountId, ...values })
        .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
        .execute();
      await recordAudit(tx, clock.now(), session.accountId, session, auditEvents.customerLookupUpdated());
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
      await recordAudit(tx, clock.now(), session.accountId, session, auditEvents.customerLookupRemoved());
    });
  }),

  /** A real request to the admin's API with the form's settings (saved or not). */
  route('testCustomerLookup', async ({ body, deps: { outbound } }) => {
    checkLookupPaths(body);
    return { customers: await runLookupTest(outbound, body) };
  }),
];
