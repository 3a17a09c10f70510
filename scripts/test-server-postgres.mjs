#!/usr/bin/env node
/** Runs the server's API tests against a real PostgreSQL (Debian's package) instead of the embedded PGlite. */
import { spawnSync } from 'node:child_process';
import { startTestPostgres } from './lib/postgres.mjs';

const postgres = startTestPostgres();
let status = 1;
try {
  ({ status } = spawnSync('npx vitest run --project unit packages/server', {
    stdio: 'inherit',
    shell: true,
    env: { ...process.env, TEST_DATABASE_URL: postgres.url },
  }));
} finally {
  postgres.stop();
}
process.exit(status ?? 1);
