import { sql } from 'kysely';
import type { Queryable } from '../db/schema';

/** Daily tasks for one account's app, from day `startDay` to `endDay` of the seeded window. */
export interface ActivityPlan {
  accountId: string;
  app: string;
  scale: number;
  startDay: number;
  endDay: number;
  /** Varies the noise between plans. */
  salt: number;
}

/**
 * Writes the plans' daily rows in one statement: growing over time, quieter at weekends, with
 * deterministic noise from integer arithmetic (no random() in SQL, so every run is the same).
 */
export async function insertActivity(db: Queryable, plans: ActivityPlan[], firstDay: string, days: number) {
  if (plans.length === 0) return;
  await sql`create temporary table seed_activity_plans (
    account_id text, app text, scale int, start_day int, end_day int, salt int
  ) on commit drop`.execute(db);
  for (let index = 0; index < plans.length; index += 500) {
    const chunk = plans.slice(index, index + 500);
    await sql`insert into seed_activity_plans values ${sql.join(
      chunk.map(
        (plan) =>
          sql`(${plan.accountId}, ${plan.app}, ${plan.scale}, ${plan.startDay}, ${plan.endDay}, ${plan.salt})`,
      ),
    )}`.execute(db);
  }
  await sql`
    insert into daily_activity (account_id, app, day, count)
    select p.account_id, p.app, (${firstDay}::date + d),
      round(p.scale
        * (0.3 + 0.7 * d::numeric / ${days})
        * (case when extract(isodow from ${firstDay}::date + d) >= 6 then 0.45 else 1 end)
        * (0.8 + 0.4 * ((d::bigint * 1103515245 + p.salt::bigint * 12345 + 7) % 1000) / 1000.0))::int
    from seed_activity_plans p, generate_series(0, ${days - 1}) as d
    where d between p.start_day and p.end_day`.execute(db);
}
