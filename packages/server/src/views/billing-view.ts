import type { Billing } from '@console/api-client';
import { APP_IDS } from '@console/api-client';
import type { Queryable } from '../db/schema';

/** Billing for all seven apps; an app the account never used is inactive (spec 000 §4). */
export async function loadBilling(db: Queryable, accountId: string): Promise<Billing> {
  const rows = await db
    .selectFrom('billing')
    .select(['app', 'status'])
    .where('account_id', '=', accountId)
    .execute();
  const byApp = new Map(rows.map((row) => [row.app, row.status]));
  return Object.fromEntries(APP_IDS.map((app) => [app, { status: byApp.get(app) ?? 'inactive' }])) as Billing;
}
