import fs from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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

/**
 * PGlite starts PostgreSQL with fsync off (`-F` in its default start parameters) and its Node file
 * system (Emscripten's NODEFS) has no fsync, so a confirmed commit could wait in the OS cache and be
 * lost with the power. A data folder here runs with fsync on and wal_sync_method=fsync (its
 * fdatasync is a no-op), and NODEFS gets an fsync that calls fs.fsyncSync: a commit is answered
 * once its WAL is on disk.
 */
export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
];

interface NodeFsStream {
  nfd?: number;
}
interface EmscriptenModule {
  NODEFS?: { stream_ops: { fsync?: (stream: NodeFsStream) => void } };
}

function installFsync(pglite: PGlite): void {
  const nodefs = (pglite as unknown as { Module: EmscriptenModule }).Module.NODEFS;
  if (!nodefs) throw new Error('PGlite has no NODEFS: cannot make its commits durable');
  nodefs.stream_ops.fsync = (stream) => {
    if (stream.nfd !== undefined) fs.fsyncSync(stream.nfd);
  };
}

/** A new data folder's files (initdb's, written before the fsync above existed) reach the disk once. */
function fsyncTree(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) fsyncTree(child);
    else if (entry.isFile()) fsyncPath(child);
  }
  fsyncPath(dir);
}

function fsyncPath(file: string): void {
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
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
  // pg_trgm: the customer search's trigram index (migration 0013).
  const options = { parsers: { [DATE_OID]: keepText, [INT8_OID]: keepText }, extensions: { pg_trgm } };
  let pglite: PGlite;
  if (target.kind === 'pglite') {
    await mkdir(target.dataDir, { recursive: true });
    const fresh = !fs.existsSync(path.join(target.dataDir, 'PG_VERSION'));
    pglite = await PGlite.create(target.dataDir, { ...options, startParams: DURABLE_START_PARAMS });
    installFsync(pglite);
    if (fresh) fsyncTree(target.dataDir);
  } else {
    pglite = await PGlite.create({ ...options, loadDataDir: target.loadDataDir });
  }
  const db = new Kysely<Database>({ dialect: pgliteDialect(pglite) });
  return { db, pglite, close: () => db.destroy() };
}
