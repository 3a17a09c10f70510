import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrate } from '../db/migrate';
import type { OpenDatabase } from '../db/open-database';
import { openDatabase } from '../db/open-database';
import { seedDemo } from '../seed/seed-demo';

/** The instant every test runs at (the stories' fixed clock). */
export const TEST_NOW = new Date('2026-11-21T10:00:00.000Z');
export const TEST_PROVIDER_DOMAIN = 'provider.example';
/** A small seed: the demo account, the operator and 12 other tenants with 60 days of activity. */
export const TEST_SEED = { tenants: 12, days: 60, extraCustomers: 0 } as const;

const SRC = fileURLToPath(new URL('..', import.meta.url));
/** The shared seed's generators and the rules they use (`@console/api-client/seed`). */
const SHARED = fileURLToPath(new URL('../../../api-client/src', import.meta.url));

/** Hash of everything that shapes the template: the migrations and the seed's sources. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify(TEST_SEED));
  const dirs = [
    path.join(SRC, 'db/migrations'),
    path.join(SRC, 'seed'),
    path.join(SHARED, 'seed'),
    path.join(SHARED, 'rules'),
  ];
  for (const dir of dirs) {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      if (entry.isFile()) hash.update(entry.name).update(await readFile(path.join(dir, entry.name)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

async function prepare(database: OpenDatabase): Promise<void> {
  await migrate(database.db);
  await seedDemo(database.db, { ...TEST_SEED, now: TEST_NOW, providerEmailDomain: TEST_PROVIDER_DOMAIN });
}

/**
 * A migrated, seeded database of its own for one test file. With TEST_DATABASE_URL: a fresh
 * database on that PostgreSQL server, dropped on close. Otherwise an in-memory PGlite loaded from a
 * template data dir that the first test file builds and caches in the temp folder (PGlite's
 * initdb costs seconds; loading a dump costs about one).
 */
export async function openTestDatabase(): Promise<OpenDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return openPostgresTestDatabase(serverUrl);
  const file = path.join(os.tmpdir(), `console-server-template-${await templateKey()}.tar`);
  const cached = await readFile(file).catch(() => undefined);
  if (cached) return openDatabase({ kind: 'pglite-memory', loadDataDir: new Blob([cached]) });
  const database = await openDatabase({ kind: 'pglite-memory' });
  await prepare(database);
  const dump = await database.pglite?.dumpDataDir('none');
  if (dump) {
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  }
  return database;
}

async function openPostgresTestDatabase(serverUrl: string): Promise<OpenDatabase> {
  const name = `console_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await prepare(database);
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      // The pool's connections end asynchronously: wait for them to leave rather than terminate them mid-goodbye.
      for (let waited = 0; waited < 5000; waited += 50) {
        const { rows } = await dropper.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
