import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { PasskeyEnrollment } from '@console/api-client';
import type { EnrollmentFilter } from '@console/api-client/rules';
import { sameAuthenticator, authenticatorName, phoneQueryDigits } from '@console/api-client/rules';
import { escapeLike } from '../db/escape-like';
import { newestFirstPage } from '../db/newest-first-page';
import type { PasskeyEnrollmentsTable, Queryable } from '../db/schema';

export type EnrollmentRow = Selectable<PasskeyEnrollmentsTable>;

export function toEnrollment(row: EnrollmentRow): PasskeyEnrollment {
  return {
    id: row.id,
    customerRef: row.customer_ref,
    phoneNumber: row.phone_number,
    authenticator: authenticatorName(row.aaguid),
    aaguid: row.aaguid,
    device: row.device,
    backedUp: row.backed_up,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}

/**
 * The account's enrollments that pass the shared filter (rules/enrollment-search.ts) in SQL: status by revoked_at,
 * the authenticator by every AAGUID of the same name as the one asked for, `q` a prefix of the customer ID (case-insensitive) or, when it reads
 * as a phone, of the E.164 number's digits; each branch served by an index of migration 0014.
 */
function filtered(db: Queryable, accountId: string, filter: EnrollmentFilter) {
  let query = db.selectFrom('passkey_enrollments').where('account_id', '=', accountId);
  if (filter.status === 'active') query = query.where('revoked_at', 'is', null);
  if (filter.status === 'revoked') query = query.where('revoked_at', 'is not', null);
  if (filter.authenticator) {
    const aaguids = sameAuthenticator(filter.authenticator);
    if ('only' in aaguids) {
      query =
        aaguids.only.length === 0
          ? query.where(sql<boolean>`false`)
          : query.where('aaguid', 'in', aaguids.only);
    } else if (aaguids.except.length > 0) query = query.where('aaguid', 'not in', aaguids.except);
  }
  const q = filter.q?.trim().toLowerCase();
  if (q) {
    const digits = phoneQueryDigits(q);
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['customer_ref']), 'like', `${escapeLike(q)}%`),
        ...(digits ? [eb('phone_number', 'like', `+${digits}%`)] : []),
      ]),
    );
  }
  return query;
}

/**
 * One page of GET /passkeys/enrollments, newest first by (created_at, id) after the `{createdAt}|{id}` cursor, as
 * the sessions list pages (session-queries.ts listSessionPage); `count` is every row of the filter (x-count),
 * `lastKey` the next page's cursor or null. A cursor the rule did not give is 400.
 */
export function listEnrollmentPage(
  db: Queryable,
  accountId: string,
  query: EnrollmentFilter & { limit: number; lastKey?: string | undefined },
): Promise<{ items: PasskeyEnrollment[]; count: number; lastKey: string | null }> {
  return newestFirstPage(
    filtered(db, accountId, query).selectAll(),
    filtered(db, accountId, query).select((eb) => eb.fn.countAll<string>().as('count')),
    query,
    toEnrollment,
  );
}

/** One customer's passkeys, newest first; `active` leaves out the revoked ones. */
export async function customerEnrollments(
  db: Queryable,
  accountId: string,
  customerRef: string,
  { active }: { active: boolean },
): Promise<EnrollmentRow[]> {
  let query = db
    .selectFrom('passkey_enrollments')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('customer_ref', '=', customerRef);
  if (active) query = query.where('revoked_at', 'is', null);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}
