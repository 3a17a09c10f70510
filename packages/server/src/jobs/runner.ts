import { sql } from 'kysely';
import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/schema';

/**
 * The server's background work (SMS sends, log forwarding, the expiry sweep, and whatever another area registers):
 * rows of the `jobs` table, so a job enqueued in a transaction exists exactly when that transaction commits, and a
 * restart loses nothing. A small poller of our own: the kept job libraries (pg-boss, graphile-worker) need a
 * PostgreSQL server of their own (LISTEN/NOTIFY, their own schemas and connections) and none runs on PGlite, which
 * this server must serve alike.
 *
 * - `enqueue(tx, kind, payload, runAt)` adds a job, in the caller's transaction.
 * - `runDueJobs()` claims the due jobs (`for update skip locked`, so several instances on one PostgreSQL never run
 *   one job twice), leases them for LEASE_MS, runs each kind's handler, deletes the done ones and puts a failed one
 *   back with exponential backoff (BACKOFF_MS × 2^attempts, at most MAX_BACKOFF_MS); after MAX_ATTEMPTS tries the
 *   handler's `giveUp` records the failure and the job is deleted. A job whose runner died holds its lease until
 *   it ends, then any runner takes it again. A recurring job (the sweep) is one row kept under its `singleton` name
 *   and moved to its next run; it never gives up (its backoff stops growing at MAX_BACKOFF_MS).
 * - `start(intervalMs)` polls runDueJobs on a timer (start-server.ts); `stop()` ends it and waits for the run in
 *   progress. Tests drive runDueJobs themselves with the injected clock.
 */
export interface JobContext {
  /** 1 for the first try. */
  attempt: number;
  now: Date;
}

export interface JobHandler {
  /** Done when it resolves; a recurring job answers when it runs next (`rerunAt`) and is kept for then. */
  run(payload: unknown, context: JobContext): Promise<undefined | { rerunAt: Date }>;
  /** Called once when the last try failed (e.g. to append `sms.failed`). */
  giveUp?(payload: unknown, error: unknown, context: JobContext): Promise<void>;
}

export const LEASE_MS = 60_000;
export const BACKOFF_MS = 5_000;
export const MAX_BACKOFF_MS = 3_600_000;
export const MAX_ATTEMPTS = 8;
const BATCH = 20;

/** Adds a job due at `runAt`; a `singleton` name is kept once (a second enqueue of it does nothing). */
export async function enqueue(
  db: Queryable,
  kind: string,
  payload: unknown,
  runAt: Date,
  options: { singleton?: string } = {},
): Promise<void> {
  await db
    .insertInto('jobs')
    .values({
      kind,
      payload: JSON.stringify(payload ?? {}),
      run_at: runAt,
      locked_until: null,
      last_error: null,
      singleton: options.singleton ?? null,
    })
    .onConflict((oc) => oc.column('singleton').doNothing())
    .execute();
}

export const backoffMs = (attempt: number) => Math.min(MAX_BACKOFF_MS, BACKOFF_MS * 2 ** (attempt - 1));

export interface JobRunner {
  /** Runs every job due now (and those that become due while it runs, by the clock); answers how many ran. */
  runDueJobs(): Promise<number>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export function createJobRunner(
  db: Db,
  clock: Clock,
  handlers: Readonly<Record<string, JobHandler>>,
  log: (line: string) => void = (line) => console.error(line),
): JobRunner {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function claim() {
    const now = clock.now();
    return db.transaction().execute(async (tx) => {
      const due = await tx
        .selectFrom('jobs')
        .select(['id', 'kind', 'payload', 'attempts', 'singleton'])
        .where('run_at', '<=', now)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .orderBy('run_at')
        .orderBy('id')
        .limit(BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      if (due.length === 0) return [];
      await tx
        .updateTable('jobs')
        .set({ locked_until: new Date(now.getTime() + LEASE_MS), attempts: sql<number>`attempts + 1` })
        .where(
          'id',
          'in',
          due.map((job) => job.id),
        )
        .execute();
      return due.map((job) => ({ ...job, attempts: job.attempts + 1 }));
    });
  }

  async function runOne(job: {
    id: string;
    kind: string;
    payload: unknown;
    attempts: number;
    singleton: string | null;
  }) {
    const handler = handlers[job.kind];
    const context = { attempt: job.attempts, now: clock.now() };
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      const outcome = await handler.run(job.payload, context);
      if (outcome) {
        await db
          .updateTable('jobs')
          .set({ run_at: outcome.rerunAt, attempts: 0, locked_until: null, last_error: null })
          .where('id', '=', job.id)
          .execute();
      } else await db.deleteFrom('jobs').where('id', '=', job.id).execute();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (job.attempts >= MAX_ATTEMPTS && job.singleton === null) {
        log(`job ${job.kind} ${job.id} failed ${job.attempts} times, giving up: ${message}`);
        await handler?.giveUp?.(job.payload, error, context).catch((cause: unknown) => {
          log(`job ${job.kind} ${job.id}: giveUp failed: ${String(cause)}`);
        });
        await db.deleteFrom('jobs').where('id', '=', job.id).execute();
        return;
      }
      await db
        .updateTable('jobs')
        .set({
          run_at: new Date(clock.now().getTime() + backoffMs(job.attempts)),
          locked_until: null,
          last_error: message.slice(0, 1000),
        })
        .where('id', '=', job.id)
        .execute();
    }
  }

  async function drain(): Promise<number> {
    let ran = 0;
    for (;;) {
      const batch = await claim();
      if (batch.length === 0) return ran;
      for (const job of batch) await runOne(job);
      ran += batch.length;
    }
  }

  function runDueJobs(): Promise<number> {
    // One run at a time per runner: a timer tick during a run waits for it instead of starting another.
    const next = (running ?? Promise.resolve(0)).catch(() => 0).then(drain);
    running = next;
    return next;
  }

  return {
    runDueJobs,
    start(intervalMs = 1000) {
      if (timer) return;
      timer = setInterval(() => {
        runDueJobs().catch((error: unknown) => log(`job runner: ${String(error)}`));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => 0);
    },
  };
}
