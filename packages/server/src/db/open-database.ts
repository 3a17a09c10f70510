import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { pgliteDialect } from './pglite-dialect';
import type { Database, Db } from './schema';

/** OIDs whose text form we keep: date (yyyy-mm-dd, no time-zone shift) and int8 (no bigint). */
const DATE_OID = 1082;
const INT8_OID = 20;
const keepText = (value: string) => value;

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory'; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string };

export interface OpenDatabase {
  db: Db;
  /** The embedded engine, when there is one (tests dump it as a template). */
  pglite: PGlite | undefined;
  close(): Promise<void>;
}

export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if (target.kind === 'postgres') {
    const types = new pg.TypeOverrides();
    types.setTypeParser(DATE_OID, keepText);
    types.setTypeParser(INT8_OID, keepText);
    const pool = new pg.Pool({ connectionString: target.url, max: 10, types });
    // An idle client whose connection the server ends (a restart, an administrator) reports it here; without a
    // listener that error would end the process. The pool drops the client and opens another when needed.
    pool.on('error', (error) => console.error(`PostgreSQL: an idle connection ended (${error.message})`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, pglite: undefined, close: () => db.destroy() };
  }
  const options = { parsers: { [DATE_OID]: keepText, [INT8_OID]: keepText } };
  let pglite: PGlite;
  if (target.kind === 'pglite') {
    await mkdir(target.dataDir, { recursive: true });
    pglite = await PGlite.create(target.dataDir, options);
  } else {
    pglite = await PGlite.create({ ...options, loadDataDir: target.loadDataDir });
  }
  const db = new Kysely<Database>({ dialect: pgliteDialect(pglite) });
  return { db, pglite, close: () => db.destroy() };
}
