import { randomUUID } from 'node:crypto';
import type { StorageApp } from '@console/api-client';
import { storageFileName, WEBHOOK_RETRY_DELAYS_MS } from '@console/api-client';
import type { Queryable } from '../db/schema';
import type { AppDeps } from '../deps';
import type { JobHandler } from '../jobs/runner';
import { enqueue } from '../jobs/runner';
import { appendToSession } from '../sessions/session-store';
import { writeToStorage } from './destination';
import { loadStorage } from './stored-storage';

export const STORAGE_DELIVERY_JOB = 'storage.deliver';

/** A session's file for the account's storage: the signed PDF, the verification report. */
export interface StorageDeliveryInput {
  accountId: string;
  app: StorageApp;
  sessionId: string;
  customerRef: string;
  /** The file's bytes; it is stored as `{sessionId}_{customerRef}.pdf` (storageFileName). */
  file: Uint8Array;
}

/**
 * Deletes the product's own copy of a session's file once it reached the account's storage, when the app's
 * "Delete from {product} after delivery" is on. Each app that hands files over registers one (jobs/handlers.ts).
 */
export type DeleteLocalCopy = (
  tx: Queryable,
  file: { accountId: string; sessionId: string },
) => Promise<void>;
export type LocalCopies = Partial<Record<StorageApp, DeleteLocalCopy>>;

/**
 * Queues a session's file for the account's storage (apps.md §3.3, §3.7), in the caller's transaction: call it
 * when the file is final (document signature: the signed PDF with its certificate page). With the app in
 * "Keep in {product} only" mode there is nothing to deliver and it answers null; otherwise the delivery's id.
 *
 * The file is kept with the delivery (storage_deliveries.file) until it arrived or the retries are spent, so the
 * caller may drop or change its own copy at any time. Each attempt is a job: it writes the file, appends
 * `storage.delivered` (detail: where it went, `s3://bucket/key` or `sftp://host/path`) or `storage.failed` (detail: why) to the session's timeline, and a
 * failure is tried again after the webhooks' delays (WEBHOOK_RETRY_DELAYS_MS: at once, 5 s, 5 min, 30 min, 2 h,
 * 5 h, 10 h, 10 h), then left failed.
 */
export async function queueStorageDelivery(
  tx: Queryable,
  input: StorageDeliveryInput,
  now: Date,
): Promise<string | null> {
  const { settings } = await loadStorage(tx, input.accountId, input.app);
  if (settings.mode === 'keep') return null;
  const id = `std_${randomUUID()}`;
  await tx
    .insertInto('storage_deliveries')
    .values({
      id,
      account_id: input.accountId,
      app: input.app,
      session_id: input.sessionId,
      customer_ref: input.customerRef,
      file: Buffer.from(input.file),
      status: 'pending',
      created_at: now,
      delivered_at: null,
      last_error: null,
    })
    .execute();
  await enqueue(tx, STORAGE_DELIVERY_JOB, { deliveryId: id }, now);
  return id;
}

/**
 * One attempt of a delivery (the job's payload names it). The attempt's outcome is recorded by the job itself and
 * the next one enqueued on the webhooks' schedule, so the runner's own backoff applies only when the database
 * fails (the attempt is then run again as it was).
 */
export function storageDeliveryJob(deps: AppDeps, localCopies: LocalCopies = {}): JobHandler {
  const timeline = (
    tx: Queryable,
    row: { account_id: string; session_id: string },
    type: string,
    detail: string,
  ) =>
    appendToSession(
      tx,
      { id: row.session_id, accountId: row.account_id },
      { type, detail },
      deps.clock.now(),
      deps.secrets,
    );

  return {
    async run(payload) {
      const { deliveryId } = payload as { deliveryId: string };
      const row = await deps.db
        .selectFrom('storage_deliveries')
        .selectAll()
        .where('id', '=', deliveryId)
        .executeTakeFirst();
      if (!row || row.status !== 'pending' || row.file === null) return undefined;
      const app = row.app as StorageApp;
      const stored = await loadStorage(deps.db, row.account_id, app, deps.secrets);
      const attempts = row.attempts + 1;
      let outcome: { where: string } | { error: string };
      if (stored.body === null || stored.body.mode === 'keep') outcome = { error: 'No storage is connected' };
      else {
        try {
          const name = storageFileName(row.session_id, row.customer_ref);
          const where = await writeToStorage(deps, app, stored.body, name, row.file, row.created_at);
          outcome = { where };
        } catch (error) {
          outcome = { error: error instanceof Error ? error.message : String(error) };
        }
      }
      const now = deps.clock.now();
      await deps.db.transaction().execute(async (tx) => {
        if ('where' in outcome) {
          await tx
            .updateTable('storage_deliveries')
            .set({ status: 'delivered', attempts, delivered_at: now, file: null, last_error: null })
            .where('id', '=', row.id)
            .execute();
          await timeline(tx, row, 'storage.delivered', outcome.where);
          if (stored.settings.deleteAfterDelivery)
            await localCopies[app]?.(tx, { accountId: row.account_id, sessionId: row.session_id });
          return;
        }
        const delay = WEBHOOK_RETRY_DELAYS_MS[attempts];
        await tx
          .updateTable('storage_deliveries')
          .set({
            attempts,
            last_error: outcome.error.slice(0, 1000),
            ...(delay === undefined ? { status: 'failed' as const, file: null } : {}),
          })
          .where('id', '=', row.id)
          .execute();
        await timeline(tx, row, 'storage.failed', outcome.error);
        if (delay !== undefined)
          await enqueue(tx, STORAGE_DELIVERY_JOB, { deliveryId: row.id }, new Date(now.getTime() + delay));
      });
      return undefined;
    },
  };
}
