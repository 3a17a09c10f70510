#!/usr/bin/env node
/**
 * Runs the server's API tests against a real PostgreSQL (Debian's package, installed when missing)
 * instead of the embedded PGlite: a throwaway cluster on a free loopback port, one fresh database per
 * test file (TEST_DATABASE_URL), removed at the end. The SIGKILL and fsync durability tests and the
 * production-start and simulator-start tests are left out: they test PGlite's data folder, which the unit step covers
 * (see lib/server-test-files.mjs: in `npm test` the server's API tests run here only).
 * The contract table (the `contract` vitest project: the mocks and the server answer every call alike) runs here only.
 */
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import { startTestPostgres } from './lib/postgres.mjs';
import { postgresServerTests } from './lib/server-test-files.mjs';

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const testFiles = postgresServerTests();

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
