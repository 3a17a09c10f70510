import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { AppSession, AppSessionWithEvents, SessionStatus } from '@console/api-client';
import { OTP_SMS_EVENT_OUTCOMES, subStatusAfterEvent } from '@console/api-client';
import { isTerminalEvent, TERMINAL_EVENTS } from '@console/api-client/rules';
import type { AppSessionsTable, Queryable } from '../db/schema';
import type { AppendedEvent, SinkContext } from './event-sinks';
import { EVENT_SINKS } from './event-sinks';

export type SessionRow = Selectable<AppSessionsTable>;

/** The UTC day a session counts on in session_daily (the day it was created). */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export function toAppSession(row: SessionRow): AppSession {
  return {
    id: row.id,
    app: row.app,
    status: row.status,
    reason: row.reason,
    subStatus: row.sub_status,
    sessionRef: row.session_ref,
    customerRef: row.customer_ref,
    phoneNumber: row.phone_number,
    agent: { id: row.agent_id, name: row.agent_name },
    createdAt: row.created_at.toISOString(),
    completedAt: row.completed_at?.toISOString() ?? null,
    expiresAt: row.expires_at.toISOString(),
    details: row.details,
    metadata: row.metadata,
  };
}

/** The session row, locked for this transaction; `accountId` scopes it (undefined: any account, for jobs). */
export async function lockSession(tx: Queryable, id: string, accountId?: string) {
  let query = tx.selectFrom('app_sessions').selectAll().where('id', '=', id);
  if (accountId !== undefined) query = query.where('account_id', '=', accountId);
  return query.forUpdate().executeTakeFirst();
}

/** The account's session (no lock), or undefined. */
export async function findSession(db: Queryable, id: string, accountId: string) {
  return db
    .selectFrom('app_sessions')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

export async function sessionWithEvents(db: Queryable, row: SessionRow): Promise<AppSessionWithEvents> {
  const events = await db
    .selectFrom('session_events')
    .select(['at', 'type', 'detail'])
    .where('session_id', '=', row.id)
    .orderBy('seq')
    .execute();
  return {
    ...toAppSession(row),
    events: events.map((event) => ({ at: event.at.toISOString(), type: event.type, detail: event.detail })),
  };
}

export interface StatusChange {
  status: Exclude<SessionStatus, 'pending'>;
  reason?: string | null;
}

export interface EventInput {
  type: string;
  detail?: string | null;
  /** Changes the app's sub-status (e.g. `viewed`) and details along with the event. */
  subStatus?: string | null;
  details?: Record<string, unknown>;
  /** A terminal event's reason (a code such as `max_attempts`). */
  reason?: string | null;
}

/**
 * The one path that moves a session (apps.md §5 "Flow"), inside the caller's transaction with the session row locked
 * (lockSession): appends the event, moves the status when the event is terminal and the session still pending
 * (keeping session_daily in step, and making the session findable by customer search), then hands the event to each
 * sink. A terminal event for a session already ended is appended to its timeline and changes nothing else. An SMS
 * event of a one-time passcode session also records its outcome in details.sms (the activity list's SMS column).
 */
export async function appendEvent(
  tx: Queryable,
  row: SessionRow,
  input: EventInput,
  at: Date,
  context: SinkContext,
  secrets?: AppendedEvent['secrets'],
): Promise<SessionRow> {
  const { last } = await tx
    .selectFrom('session_events')
    .select((eb) => eb.fn.coalesce(eb.fn.max('seq'), sql<number>`0`).as('last'))
    .where('session_id', '=', row.id)
    .executeTakeFirstOrThrow();
  const seq = last + 1;
  const detail = input.detail ?? null;
  await tx
    .insertInto('session_events')
    .values({ session_id: row.id, seq, at, type: input.type, detail })
    .execute();

  let next = row;
  const terminal =
    isTerminalEvent(input.type) && row.status === 'pending' ? TERMINAL_EVENTS[input.type] : undefined;
  const changes: Partial<Insertable<AppSessionsTable>> = {};
  if (input.subStatus !== undefined) changes.sub_status = input.subStatus;
  else if (row.status === 'pending' && !terminal) {
    const moved = subStatusAfterEvent(row.app, input.type);
    if (moved) changes.sub_status = moved;
  }
  const sms = row.app === 'one-time-passcode' ? OTP_SMS_EVENT_OUTCOMES[input.type] : undefined;
  const details = sms ? { ...input.details, sms } : input.details;
  if (details) changes.details = JSON.stringify({ ...row.details, ...details });
  if (terminal) {
    changes.status = terminal;
    changes.completed_at = at;
    changes.reason = input.reason ?? null;
  }
  if (Object.keys(changes).length > 0) {
    next = await tx
      .updateTable('app_sessions')
      .set(changes)
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  if (terminal) await recordTerminal(tx, next, terminal, at);

  const appended: AppendedEvent = {
    accountId: row.account_id,
    session: toAppSession(next),
    event: { seq, at: at.toISOString(), type: input.type, detail },
    ...(secrets ? { secrets } : {}),
  };
  for (const sink of EVENT_SINKS) await sink(tx, appended, context);
  return next;
}

/**
 * Locks the session and appends one event to it (appendEvent) in the caller's transaction: the customer's steps, the
 * SMS job's results, Twilio's status reports, the expiry sweep and the webhook deliveries' timeline entries all go
 * through here. `accountId` scopes the session; `pendingOnly` leaves an ended session untouched; `once` appends
 * nothing when the timeline already has an event of that type (a report its sender may repeat). Answers the session
 * after the event, or undefined when nothing was appended.
 */
export async function appendToSession(
  tx: Queryable,
  target: { id: string; accountId?: string; pendingOnly?: boolean; once?: boolean },
  input: EventInput,
  at: Date,
  secrets: SinkContext['secrets'],
): Promise<SessionRow | undefined> {
  const row = await lockSession(tx, target.id, target.accountId);
  if (!row || (target.pendingOnly && row.status !== 'pending')) return undefined;
  if (target.once) {
    const seen = await tx
      .selectFrom('session_events')
      .select('seq')
      .where('session_id', '=', row.id)
      .where('type', '=', input.type)
      .executeTakeFirst();
    if (seen) return undefined;
  }
  return appendEvent(tx, row, input, at, { secrets, now: at });
}

/**
 * A session's count moves from pending to its end status on its creation day; customer search finds it from now on
 * (a customer_sessions row), and a success counts in Watch Tower's daily activity.
 */
async function recordTerminal(
  tx: Queryable,
  row: SessionRow,
  status: Exclude<SessionStatus, 'pending'>,
  at: Date,
) {
  await sql`update session_daily set pending = pending - 1, ${sql.ref(status)} = ${sql.ref(status)} + 1
    where account_id = ${row.account_id} and app = ${row.app} and day = ${utcDay(row.created_at)}`.execute(
    tx,
  );
  await tx
    .insertInto('customer_sessions')
    .values({
      id: row.id,
      account_id: row.account_id,
      app: row.app,
      status,
      at,
      session_ref: row.session_ref,
      phone_number: row.phone_number,
      customer_ref: row.customer_ref,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  // Watch Tower's charts count completed tasks: a success is one more for its day.
  if (status !== 'success') return;
  await tx
    .insertInto('daily_activity')
    .values({ account_id: row.account_id, app: row.app, day: utcDay(at), count: 1 })
    .onConflict((oc) =>
      oc.columns(['account_id', 'app', 'day']).doUpdateSet({ count: sql<number>`daily_activity.count + 1` }),
    )
    .execute();
}

/** Inserts a new pending session, counts it in session_daily and appends `session.created`. */
export async function insertSession(
  tx: Queryable,
  values: Insertable<AppSessionsTable>,
  context: SinkContext,
  secrets?: AppendedEvent['secrets'],
): Promise<SessionRow> {
  const row = await tx.insertInto('app_sessions').values(values).returningAll().executeTakeFirstOrThrow();
  await tx
    .insertInto('session_daily')
    .values({ account_id: row.account_id, app: row.app, day: utcDay(row.created_at), pending: 1 })
    .onConflict((oc) =>
      oc
        .columns(['account_id', 'app', 'day'])
        .doUpdateSet({ pending: sql<number>`session_daily.pending + 1` }),
    )
    .execute();
  return appendEvent(tx, row, { type: 'session.created' }, row.created_at, context, secrets);
}
