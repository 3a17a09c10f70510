import type { AppSession, SessionStatus } from '../app-sessions/schemas';
import { invalid, REFUSALS } from './errors';

/**
 * The activity list's filter, search, order and paging (apps.md §2.2), written once. The mocks run these over an
 * in-memory array; the server does the same in SQL:
 * - `status` any of the given; `from` ≤ createdAt < `to` (ISO instants).
 * - `q` (trimmed, case-insensitive) matches a session when the customerRef starts with it; or, when it is a phone
 *   (digits, with or without +, spaces, dashes, brackets), the E.164 number's digits start with its digits; or the
 *   session id or sessionRef starts with it (an exact id is its own prefix). A payment (apps.md §3.5) also matches
 *   four digits that are its card's last 4, and a prefix of its provider's payment id.
 * - `refunded`: only payments refunded in full or in part (sub-status `refunded` or `partially_refunded`).
 * - Order by createdAt (newest first for `-createdAt`), then by id the same way, so equal times page stably.
 * - `lastKey` is the last row's `{createdAt}|{id}`; the next page is the rows after it in that order.
 */

export interface SessionFilter {
  status?: readonly SessionStatus[] | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
  sort?: '-createdAt' | 'createdAt' | undefined;
  refunded?: boolean | undefined;
}

/** The sub-statuses of a payment with a refund, the Refunded filter's (apps.md §3.5). */
export const REFUNDED_SUB_STATUSES = ['refunded', 'partially_refunded'] as const;

/** Four digits: a card's last 4, which a payment's search matches exactly. */
export const CARD_LAST4_QUERY = /^\d{4}$/;

const PHONE_QUERY = /^\+?[\d\s().-]+$/;

/** The digits of a phone-like query ("+1 415-555" → "1415555"), or null when `q` is not one. */
export function phoneQueryDigits(q: string): string | null {
  if (!PHONE_QUERY.test(q)) return null;
  const digits = q.replace(/\D/g, '');
  return digits.length > 0 ? digits : null;
}

/** A payment's card last 4 and provider payment id as its details hold them (other apps have neither). */
function paymentKeys(details: AppSession['details'] | undefined): { last4?: string; paymentId?: string } {
  const card = details?.card;
  const last4 = typeof card === 'object' && card !== null ? (card as { last4?: unknown }).last4 : undefined;
  const paymentId = details?.providerPaymentId;
  return {
    ...(typeof last4 === 'string' ? { last4 } : {}),
    ...(typeof paymentId === 'string' ? { paymentId: paymentId.toLowerCase() } : {}),
  };
}

export function matchesSessionQuery(
  session: Pick<AppSession, 'id' | 'sessionRef' | 'customerRef' | 'phoneNumber'> &
    Partial<Pick<AppSession, 'details'>>,
  query: string | undefined,
): boolean {
  const q = query?.trim().toLowerCase() ?? '';
  if (q === '') return true;
  if (session.customerRef.toLowerCase().startsWith(q)) return true;
  const digits = phoneQueryDigits(q);
  if (digits !== null && session.phoneNumber.replace(/\D/g, '').startsWith(digits)) return true;
  if (session.id.toLowerCase().startsWith(q) || session.sessionRef.toLowerCase().startsWith(q)) return true;
  const payment = paymentKeys(session.details);
  return (
    (CARD_LAST4_QUERY.test(q) && payment.last4 === q) ||
    (payment.paymentId !== undefined && payment.paymentId.startsWith(q))
  );
}

const isRefunded = (subStatus: string | null | undefined) =>
  (REFUNDED_SUB_STATUSES as readonly (string | null | undefined)[]).includes(subStatus);

type Listed = Pick<AppSession, 'id' | 'status' | 'createdAt' | 'sessionRef' | 'customerRef' | 'phoneNumber'> &
  Partial<Pick<AppSession, 'details' | 'subStatus'>>;

const instant = (iso: string) => new Date(iso).getTime();

/** The cursor of a row: `{createdAt}|{id}`. */
export function sessionCursor(session: Pick<AppSession, 'id' | 'createdAt'>): string {
  return `${session.createdAt}|${session.id}`;
}

/** A cursor this rule gave, read back; anything else is 400 (both back ends call this). */
export function parseSessionCursor(lastKey: string): { createdAt: string; id: string } {
  const [createdAt, id, extra] = lastKey.split('|');
  if (!createdAt || !id || extra !== undefined || Number.isNaN(instant(createdAt))) {
    throw invalid(REFUSALS.unknownCursor);
  }
  return { createdAt, id };
}

function compare(a: Pick<AppSession, 'id' | 'createdAt'>, b: Pick<AppSession, 'id' | 'createdAt'>): number {
  const byTime = instant(a.createdAt) - instant(b.createdAt);
  if (byTime !== 0) return byTime;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The sessions that pass the filter, in the asked order. */
export function filterSessions<T extends Listed>(sessions: readonly T[], filter: SessionFilter): T[] {
  const from = filter.from ? instant(filter.from) : -Infinity;
  const to = filter.to ? instant(filter.to) : Infinity;
  const statuses = filter.status && filter.status.length > 0 ? new Set(filter.status) : null;
  const rows = sessions.filter((session) => {
    const created = instant(session.createdAt);
    return (
      created >= from &&
      created < to &&
      (statuses === null || statuses.has(session.status)) &&
      (!filter.refunded || isRefunded(session.subStatus)) &&
      matchesSessionQuery(session, filter.q)
    );
  });
  const direction = filter.sort === 'createdAt' ? 1 : -1;
  return rows.sort((a, b) => direction * compare(a, b));
}

/**
 * One page after the cursor: the rows, the total that matched, the next cursor (null on the last page). Any list
 * ordered by (createdAt, id) pages with it: the sessions, the passkey enrollments.
 */
export function pageSessions<T extends Pick<AppSession, 'id' | 'createdAt'>>(
  rows: readonly T[],
  filter: Pick<SessionFilter, 'sort'> & { lastKey?: string | undefined; limit: number },
): { items: T[]; count: number; lastKey: string | null } {
  let start = 0;
  if (filter.lastKey) {
    const { createdAt, id } = parseSessionCursor(filter.lastKey);
    const direction = filter.sort === 'createdAt' ? 1 : -1;
    const after = rows.findIndex((row) => direction * compare(row, { createdAt, id }) > 0);
    start = after === -1 ? rows.length : after;
  }
  const items = rows.slice(start, start + filter.limit);
  const last = items.at(-1);
  const more = start + filter.limit < rows.length;
  return { items, count: rows.length, lastKey: more && last ? sessionCursor(last) : null };
}
