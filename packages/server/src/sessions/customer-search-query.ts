import type { AppId } from '@console/api-client';
import { CUSTOMER_SEARCH_LIMIT } from '@console/api-client/rules';
import { escapeLike } from '../db/escape-like';
import type { Queryable } from '../db/schema';

/**
 * The account's sessions of the given apps whose customer reference contains `needle`, any case, newest first, at
 * most CUSTOMER_SEARCH_LIMIT (served by the trigram index of migration 0013).
 */
export function searchCustomerSessions(
  db: Queryable,
  accountId: string,
  apps: readonly AppId[],
  needle: string,
) {
  return db
    .selectFrom('customer_sessions')
    .select(['id', 'app', 'status', 'at', 'session_ref', 'phone_number'])
    .where('account_id', '=', accountId)
    .where('app', 'in', [...apps])
    .where((eb) => eb(eb.fn('lower', ['customer_ref']), 'like', `%${escapeLike(needle.toLowerCase())}%`))
    .orderBy('at', 'desc')
    .orderBy('id')
    .limit(CUSTOMER_SEARCH_LIMIT)
    .execute();
}
