import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import { migrate } from '../db/migrate';
import type { OpenDatabase } from '../db/open-database';
import { openDatabase } from '../db/open-database';
import type { JobHandler } from './runner';
import { backoffMs, createJobRunner, enqueue, LEASE_MS, MAX_ATTEMPTS } from './runner';

let dir: string;
const clock = manualClock(new Date('2026-11-21T10:00:00.000Z'));

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'console-jobs-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const open = () => openDatabase({ kind: 'pglite', dataDir: dir });
const quiet = () => undefined;

describe('the job runner', () => {
  it('keeps enqueued jobs across a restart: the next server on the same database runs them', async () => {
    let first: OpenDatabase | undefined = await open();
    await migrate(first.db);
    await first.db.deleteFrom('jobs').execute();
    await first.db.transaction().execute((tx) => enqueue(tx, 'test.echo', { n: 1 }, clock.now()));
    // A job enqueued in a transaction that rolls back does not exist.
    await first.db
      .transaction()
      .execute(async (tx) => {
        await enqueue(tx, 'test.echo', { n: 2 }, clock.now());
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await first.close();
    first = undefined;

    const second = await open();
    try {
      const seen: unknown[] = [];
      const runner = createJobRunner(second.db, clock, {
        'test.echo': { run: (payload) => Promise.resolve(void seen.push(payload)) },
      });
      expect(await runner.runDueJobs()).toBe(1);
      expect(seen).toEqual([{ n: 1 }]);
      expect(await second.db.selectFrom('jobs').selectAll().execute()).toEqual([]);
    } finally {
      await second.close();
    }
  }, 120_000);

  it('retries a failing job with backoff, takes a job back after its lease, and gives up after MAX_ATTEMPTS', async () => {
    const database = await open();
    try {
      await database.db.deleteFrom('jobs').execute();
      const tries: number[] = [];
      const gaveUp: unknown[] = [];
      const failing: JobHandler = {
        run: (_payload, { attempt }) => {
          tries.push(attempt);
          return Promise.reject(new Error(`try ${attempt} failed`));
        },
        giveUp: (payload) => Promise.resolve(void gaveUp.push(payload)),
      };
      const runner = createJobRunner(database.db, clock, { 'test.fail': failing }, quiet);
      await enqueue(database.db, 'test.fail', { id: 'x' }, clock.now());
      await runner.runDueJobs();
      expect(tries).toEqual([1]);
      const [job] = await database.db.selectFrom('jobs').selectAll().execute();
      expect(job).toMatchObject({ attempts: 1, last_error: 'try 1 failed', locked_until: null });
      expect(job?.run_at.getTime()).toBe(clock.now().getTime() + backoffMs(1));
      // Not due before its backoff.
      await runner.runDueJobs();
      expect(tries).toEqual([1]);
      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
        clock.advance(backoffMs(attempt - 1));
        await runner.runDueJobs();
      }
      expect(tries).toEqual(Array.from({ length: MAX_ATTEMPTS }, (_, index) => index + 1));
      expect(gaveUp).toEqual([{ id: 'x' }]);
      expect(await database.db.selectFrom('jobs').selectAll().execute()).toEqual([]);

      // A job claimed by a runner that died (its lease still running) waits for the lease to end.
      await enqueue(database.db, 'test.ok', {}, clock.now());
      await database.db
        .updateTable('jobs')
        .set({ locked_until: new Date(clock.now().getTime() + LEASE_MS) })
        .execute();
      let ran = 0;
      const next = createJobRunner(database.db, clock, {
        'test.ok': { run: () => Promise.resolve(void (ran += 1)) },
      });
      await next.runDueJobs();
      expect(ran).toBe(0);
      clock.advance(LEASE_MS + 1);
      await next.runDueJobs();
      expect(ran).toBe(1);
    } finally {
      await database.close();
    }
  }, 120_000);
});
