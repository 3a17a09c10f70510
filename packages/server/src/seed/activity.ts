import { sql } from 'kysely';
import type { ActivityPlan } from '@console/api-client/seed';
import { activityWindow, planCounts } from '@console/api-client/seed';
import type { Queryable } from '../db/schema';

/** Rows per statement: one JSON parameter of about a megabyte. */
const CHUNK = 20_000;

/** Writes the plans' daily rows (the shared seed's counts, the same the mocks chart) over the window ending `now`. */
export async function insertActivity(db: Queryable, plans: readonly ActivityPlan[], now: Date, days: number) {
  const { dates, weekend } = activityWindow(now, days);
  const rows = plans.flatMap((plan) => {
    const { from, counts } = planCounts(plan, days, weekend);
    return counts.map((count, index) => ({
      account_id: plan.accountId,
      app: plan.app,
      day: dates[from + index],
      count,
    }));
  });
  for (let index = 0; index < rows.length; index += CHUNK) {
    await sql`insert into daily_activity (account_id, app, day, count)
      select account_id, app, day, count
      from json_to_recordset(${JSON.stringify(rows.slice(index, index + CHUNK))}::json)
        as row (account_id text, app text, day date, count int)`.execute(db);
  }
}
