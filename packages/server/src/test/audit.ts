import type { Db } from '../db/schema';
import { DEMO_ACCOUNT_ID } from '../seed/demo-account';

/** The newest audit entry of an account. */
export function latestAudit(db: Db, accountId = DEMO_ACCOUNT_ID) {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
}

export async function auditCount(db: Db, accountId = DEMO_ACCOUNT_ID): Promise<number> {
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
