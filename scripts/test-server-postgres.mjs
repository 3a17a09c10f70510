#!/usr/bin/env node
/**
 * Runs the server's API tests against a real PostgreSQL (Debian's package, installed when missing)
 * instead of the embedded PGlite: a throwaway cluster on a free loopback port, one fresh database per
 * test file (TEST_DATABASE_URL), removed at the end. The SIGKILL durability test is left out: it
 * tests PGlite's data folder, which the unit step already covers.
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

const testFiles = readdirSync('packages/server/src', { recursive: true })
  .filter((file) => file.endsWith('.test.ts') && !file.endsWith('crash-durability.test.ts'))
  .map((file) => `packages/server/src/${file}`);

const postgres = startTestPostgres(await freePort());
let status = 1;
try {
  ({ status } = spawnSync('npx', ['vitest', 'run', '--project', 'unit', ...testFiles], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: postgres.url },
  }));
} finally {
  postgres.stop();
}
process.exit(status ?? 1);
