import type { Db } from '../db/schema';
import { notFound, REFUSALS } from '../http/errors';

/** A customer account (the operators' internal account is not one). */
export async function customerAccount(db: Db, id: string) {
  const account = await db
    .selectFrom('accounts')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('is_internal', '=', false)
    .executeTakeFirst();
  if (!account) throw notFound(REFUSALS.accountNotFound);
  return account;
}
