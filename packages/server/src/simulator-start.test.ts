import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startServer } from './start-server';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function start(env: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'console-simulator-start-'));
  dirs.push(dataDir);
  const full = {
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_TENANTS: '1',
    SEED_DAYS: '2',
    SEED_APP_SESSIONS_PER_DAY: '1',
    ...env,
  };
  return startServer(loadConfig(full), undefined, full);
}

describe('the demo simulator at start', () => {
  it('runs in demo mode and never in production mode', async () => {
    const production = await start({
      NODE_ENV: 'production',
      JWT_SECRET: 'production-jwt-secret-0123456789-0123456789',
      SECRETS_KEY: 'a1'.repeat(32),
    });
    try {
      expect(production.simulates).toBe(false);
      expect(production.seeded).toBe(false);
    } finally {
      await production.close();
    }
    const demo = await start({ DEMO: '1' });
    try {
      expect(demo.simulates).toBe(true);
    } finally {
      await demo.close();
    }
  }, 300_000);
});
