import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Db } from './schema';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Runs the plain SQL files of migrations/ in name order, each once, each in its own transaction,
 * recording them in schema_migrations. An advisory lock keeps two servers starting together on
 * one PostgreSQL from running the same file twice.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await sql`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`.execute(db);
  const files = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const name of files) {
    const text = await readFile(path.join(dir, name), 'utf8');
    const ran = await db.transaction().execute(async (tx) => {
      await sql`select pg_advisory_xact_lock(7426001)`.execute(tx);
      const done = await sql<{
        name: string;
      }>`select name from schema_migrations where name = ${name}`.execute(tx);
      if (done.rows.length > 0) return false;
      await sql.raw(text).execute(tx);
      await sql`insert into schema_migrations (name) values (${name})`.execute(tx);
      return true;
    });
    if (ran) applied.push(name);
  }
  return applied;
}
