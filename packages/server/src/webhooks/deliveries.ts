import type { AppId } from '@console/api-client';
import {
  getApp,
  WEBHOOK_AUTO_DISABLE_MS,
  WEBHOOK_DELIVERY_RETENTION_DAYS,
  WEBHOOK_RETRY_DELAYS_MS,
  WEBHOOK_TIMEOUT_MS,
} from '@console/api-client';
import type { Selectable } from 'kysely';
import type { Queryable, WebhookDeliveriesTable } from '../db/schema';
import type { AppDeps } from '../deps';
import { trySend } from '../mail/mailer';
import type { AttemptResult } from './send-signed';
import { sendSigned } from './send-signed';
import { readSigningSecrets } from './signing-secret';

/**
 * The deliveries queue (the webhook_deliveries table itself, apps.md §2.7): a pending row whose next_attempt_at has
 * passed is due. A runner claims due rows with `for update skip locked` and leases them by moving next_attempt_at
 * LEASE_MS ahead (longer than an attempt can take), so two runners never send one row at once, and a runner that
 * dies mid-attempt loses nothing: the lease runs out and the row is due again. Each attempt is recorded
 * (webhook_attempts, and the row's latest), then the row is delivered, due again after the next retry delay
 * (WEBHOOK_RETRY_DELAYS_MS: at once, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h), or failed.
 */
export const LEASE_MS = WEBHOOK_TIMEOUT_MS + 45_000;
const BATCH = 10;

export type DeliveryDeps = Pick<AppDeps, 'db' | 'clock' | 'outbound' | 'secrets' | 'mailer' | 'config'>;

/** A webhook.delivered / webhook.failed entry for the session's timeline (apps.md §1, §5 flow step 2). */
interface WebhookTimelineEntry {
  accountId: string;
  sessionId: string;
  at: Date;
  type: 'webhook.delivered' | 'webhook.failed';
  /** The answer's status code, or why there was none ("timed out"). */
  detail: string;
}
export type WebhookTimeline = (tx: Queryable, entry: WebhookTimelineEntry) => Promise<void>;

type DeliveryRow = Selectable<WebhookDeliveriesTable>;

/** The due rows, claimed and leased in one short transaction (the HTTP calls happen outside it). */
export async function claimDueDeliveries(
  db: AppDeps['db'],
  now: Date,
  limit = BATCH,
): Promise<DeliveryRow[]> {
  return db.transaction().execute(async (tx) => {
    const rows = await tx
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (rows.length > 0)
      await tx
        .updateTable('webhook_deliveries')
        .set({ next_attempt_at: new Date(now.getTime() + LEASE_MS) })
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
    return rows;
  });
}

/** Where a failed attempt leaves the row: due after the next delay, or failed once the schedule is spent. */
function afterFailure(attempts: number, at: Date) {
  const delay = WEBHOOK_RETRY_DELAYS_MS[attempts];
  return delay === undefined
    ? { status: 'failed' as const, next_attempt_at: null }
    : { status: 'pending' as const, next_attempt_at: new Date(at.getTime() + delay) };
}

/**
 * Records one attempt's result in one transaction: the attempt, the row's latest state, the endpoint's run of
 * failures (five days of it turn an enabled endpoint auto-disabled: answered so the caller mails the owner), and the
 * session's timeline. A row someone else recorded meanwhile (a lease that ran out) is left as it is.
 */
async function recordAttempt(
  deps: DeliveryDeps,
  row: DeliveryRow,
  result: AttemptResult,
  at: Date,
  timeline: WebhookTimeline | undefined,
): Promise<{ autoDisabled: boolean }> {
  return deps.db.transaction().execute(async (tx) => {
    const attempts = row.attempts + 1;
    const next = result.delivered
      ? { status: 'succeeded' as const, next_attempt_at: null }
      : afterFailure(attempts, at);
    const updated = await tx
      .updateTable('webhook_deliveries')
      .set({
        ...next,
        attempts,
        last_attempt_at: at,
        last_status_code: result.statusCode,
        response_excerpt: result.responseExcerpt,
        duration_ms: result.durationMs,
        error: result.error,
      })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .where('attempts', '=', row.attempts)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) return { autoDisabled: false };
    await tx
      .insertInto('webhook_attempts')
      .values({
        delivery_id: row.id,
        attempt: attempts,
        at,
        status_code: result.statusCode,
        duration_ms: result.durationMs,
        error: result.error,
      })
      .execute();
    let autoDisabled = false;
    if (result.delivered) {
      await tx
        .updateTable('webhook_endpoints')
        .set({ failing_since: null })
        .where('id', '=', row.endpoint_id)
        .execute();
    } else {
      const endpoint = await tx
        .selectFrom('webhook_endpoints')
        .select(['status', 'failing_since'])
        .where('id', '=', row.endpoint_id)
        .forUpdate()
        .executeTakeFirst();
      const since = endpoint?.failing_since ?? at;
      autoDisabled =
        endpoint?.status === 'enabled' && at.getTime() - since.getTime() >= WEBHOOK_AUTO_DISABLE_MS;
      await tx
        .updateTable('webhook_endpoints')
        .set({ failing_since: since, ...(autoDisabled ? { status: 'auto-disabled' as const } : {}) })
        .where('id', '=', row.endpoint_id)
        .execute();
    }
    if (row.session_id && timeline)
      await timeline(tx, {
        accountId: row.account_id,
        sessionId: row.session_id,
        at,
        type: result.delivered ? 'webhook.delivered' : 'webhook.failed',
        detail: result.statusCode === null ? (result.error ?? 'no answer') : String(result.statusCode),
      });
    return { autoDisabled };
  });
}

/** Tells the account's owner that an endpoint was turned off after five days of failures. */
async function mailOwner(deps: DeliveryDeps, accountId: string, endpointId: string) {
  const endpoint = await deps.db
    .selectFrom('webhook_endpoints')
    .select(['url', 'app'])
    .where('id', '=', endpointId)
    .executeTakeFirst();
  const owners = await deps.db
    .selectFrom('admins')
    .select('email')
    .where('account_id', '=', accountId)
    .where('role', '=', 'owner')
    .where('archived_at', 'is', null)
    .execute();
  if (!endpoint) return;
  const title = getApp(endpoint.app).title;
  for (const { email } of owners)
    await trySend(
      deps.mailer,
      {
        to: email,
        subject: `${title}: webhook endpoint disabled`,
        text:
          `Every delivery to ${endpoint.url} has failed for 5 days, so the endpoint is now disabled and ` +
          `${title} sends it no more events.\n\nFix the endpoint, then enable it again in Settings › Webhooks:\n` +
          `${deps.config.publicUrl}/${endpoint.app}/settings/webhooks\n`,
      },
      'Webhook auto-disable',
    );
}

/** One attempt of one claimed row: sent only while its endpoint is enabled; otherwise the row fails unsent. */
async function attempt(deps: DeliveryDeps, row: DeliveryRow, timeline: WebhookTimeline | undefined) {
  const endpoint = await deps.db
    .selectFrom('webhook_endpoints')
    .select(['url', 'status'])
    .where('id', '=', row.endpoint_id)
    .executeTakeFirst();
  if (!endpoint) return;
  if (endpoint.status !== 'enabled') {
    await deps.db
      .updateTable('webhook_deliveries')
      .set({ status: 'failed', next_attempt_at: null, error: 'The endpoint is disabled' })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .execute();
    return;
  }
  const now = deps.clock.now();
  const { current, previous } = await readSigningSecrets(deps.db, deps.secrets, row.account_id, now);
  const result = await sendSigned(deps.outbound, {
    url: endpoint.url,
    body: row.request_body,
    eventId: row.event_id,
    secrets: previous ? [current, previous] : [current],
    at: now,
  });
  const { autoDisabled } = await recordAttempt(deps, row, result, deps.clock.now(), timeline);
  if (autoDisabled) await mailOwner(deps, row.account_id, row.endpoint_id);
}

/**
 * Sends every delivery due by the clock, batch after batch, until none is due; answers how many attempts it made.
 * The poller calls it on a timer; tests call it after moving the injected clock.
 */
export async function runDueDeliveries(deps: DeliveryDeps, timeline?: WebhookTimeline): Promise<number> {
  let count = 0;
  for (;;) {
    const rows = await claimDueDeliveries(deps.db, deps.clock.now());
    if (rows.length === 0) return count;
    await Promise.all(rows.map((row) => attempt(deps, row, timeline)));
    count += rows.length;
  }
}

/** Deliveries are kept 30 days (WEBHOOK_DELIVERY_RETENTION_DAYS); older finished ones go. */
export async function pruneDeliveries(db: AppDeps['db'], now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - WEBHOOK_DELIVERY_RETENTION_DAYS * 86_400_000);
  await db
    .deleteFrom('webhook_deliveries')
    .where('created_at', '<', cutoff)
    .where('status', '!=', 'pending')
    .execute();
}

/**
 * Queues one more attempt of a failed delivery, due now (the Deliveries drawer's "Retry"); the schedule being spent,
 * a failed retry fails again rather than starting the retries over. A pending delivery is queued already (and may be
 * in flight) and a delivered one needs none: both are 'not-failed'.
 */
export async function queueRetry(
  db: Queryable,
  accountId: string,
  app: AppId,
  deliveryId: string,
  now: Date,
): Promise<'queued' | 'not-found' | 'not-failed'> {
  const row = await db
    .selectFrom('webhook_deliveries')
    .select(['status'])
    .where('id', '=', deliveryId)
    .where('account_id', '=', accountId)
    .where('app', '=', app)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return 'not-found';
  if (row.status !== 'failed') return 'not-failed';
  await db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', next_attempt_at: now })
    .where('id', '=', deliveryId)
    .execute();
  return 'queued';
}
