import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './open-database';

let dir = '';
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('PGlite in a data folder', () => {
  it('runs with fsync on and fsyncs each commit before answering it', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'console-durability-'));
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      const { rows } = await sql<{ fsync: string }>`show fsync`.execute(database.db);
      expect(rows[0]?.fsync).toBe('on');
      await sql`create table t (n int)`.execute(database.db);
      const fsync = vi.spyOn(fs, 'fsyncSync');
      for (let n = 0; n < 3; n += 1) {
        const before = fsync.mock.calls.length;
        await sql`insert into t values (${n})`.execute(database.db);
        // The commit's WAL write reached the disk before the insert was answered.
        expect(fsync.mock.calls.length).toBeGreaterThan(before);
      }
      fsync.mockRestore();
    } finally {
      await database.close();
    }
  }, 180_000);
});
