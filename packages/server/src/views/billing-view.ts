import type { AppId, AppStatus, Billing } from '@console/api-client';
import { APP_IDS } from '@console/api-client';

/** Billing for all seven apps from the account's billing rows; an app it never used is inactive (spec 000 §4). */
export function billingFromRows(rows: readonly { app: AppId; status: AppStatus }[]): Billing {
  const byApp = new Map(rows.map((row) => [row.app, row.status]));
  return Object.fromEntries(APP_IDS.map((app) => [app, { status: byApp.get(app) ?? 'inactive' }])) as Billing;
}
