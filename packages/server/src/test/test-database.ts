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
import { DEMO_ENROLLMENT_COUNT, SMALL_SEED_SESSIONS_PER_DAY } from '@console/api-client/seed';

/** The instant every test runs at (the stories' fixed clock). */
export const TEST_NOW = new Date('2026-11-21T10:00:00.000Z');
export const TEST_PROVIDER_DOMAIN = 'provider.example';
/**
 * A small seed: the demo account (its app sessions and passkeys as the mocks make them), the operator and 12 other
 * tenants with 60 days of activity.
 */
export const TEST_SEED = {
  tenants: 12,
  days: 60,
  extraCustomers: 0,
  appSessionsPerDay: SMALL_SEED_SESSIONS_PER_DAY,
  // As many as the mocks hold, so the contract table finds the same list on both back ends.
  passkeyEnrollments: DEMO_ENROLLMENT_COUNT,
} as const;

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
 * database on that PostgreSQL server, copied from a template built once per server (postgresTemplate), dropped on
 * close. Otherwise an in-memory PGlite loaded from a
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

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Waits until no session is connected to the database (a closed pool's connections end asynchronously). */
async function waitForNoSessions(client: pg.Client, name: string): Promise<void> {
  for (let waited = 0; waited < 5000; waited += 50) {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Serialises the template's creation between the test files running side by side. */
const TEMPLATE_LOCK = 7426002;

/**
 * The migrated, seeded template database on that server, named by templateKey and built by the first test file that
 * needs it (under an advisory lock; built under another name and renamed when done, so a half-built one is never
 * used). Every test file's database is then a copy of it (`create database … template …`, a file copy), instead of
 * running the migrations and the seed once per file.
 */
async function postgresTemplate(admin: pg.Client, serverUrl: string): Promise<string> {
  const name = `console_template_${await templateKey()}`;
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length > 0) return name;
    const partial = `${name}_partial`;
    await admin.query(`drop database if exists ${partial} with (force)`);
    await admin.query(`create database ${partial}`);
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, partial) });
    try {
      await prepare(database);
    } finally {
      await database.close();
    }
    await waitForNoSessions(admin, partial);
    await admin.query(`alter database ${partial} rename to ${name}`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
}

async function openPostgresTestDatabase(serverUrl: string): Promise<OpenDatabase> {
  const name = `console_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const template = await postgresTemplate(admin, serverUrl);
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      // The pool's connections end asynchronously: wait for them to leave rather than terminate them mid-goodbye.
      await waitForNoSessions(dropper, name);
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
