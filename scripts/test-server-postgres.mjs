#!/usr/bin/env node
/**
 * Runs the server's API tests against a real PostgreSQL (Debian's package, installed when missing)
 * instead of the embedded PGlite: a throwaway cluster on a free loopback port, one fresh database per
 * test file (TEST_DATABASE_URL), removed at the end. The SIGKILL and fsync durability tests and the
 * production-start and simulator-start tests are left out: they test PGlite's data folder, which the unit step covers.
 * The contract table (the `contract` vitest project: the mocks and the server answer every call alike) runs here only.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import net from 'node:net';
import { startTestPostgres } from './lib/postgres.mjs';

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Tests of PGlite's data folder and of spawned servers on it, which the unit step already runs. */
const PGLITE_ONLY = [
  'crash-durability.test.ts',
  'db/durability.test.ts',
  'production-start.test.ts',
  'simulator-start.test.ts',
];

const testFiles = readdirSync('packages/server/src', { recursive: true })
  .filter((file) => file.endsWith('.test.ts') && !PGLITE_ONLY.some((name) => file.endsWith(name)))
  .map((file) => `packages/server/src/${file}`);

const postgres = startTestPostgres(await freePort());
let status = 1;
try {
  ({ status } = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'unit', '--project', 'contract', ...testFiles],
    {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: postgres.url },
    },
  ));
} finally {
  postgres.stop();
}
process.exit(status ?? 1);
