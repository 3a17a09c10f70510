import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exited, freePort, runToExit, spawnServer } from './test/spawn-server';

let dataDir = '';
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const JWT_SECRET = 'production-jwt-secret-0123456789-0123456789';
const SECRETS_KEY = 'a1'.repeat(32);

describe('a production start (NODE_ENV=production)', () => {
  it('refuses without secrets; with them seeds nothing and prints no token; the first operator comes from the one-time command', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'console-server-production-'));
    const port = await freePort();
    const base = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' };

    const bare = await runToExit('main.ts', base);
    expect(bare.code).toBe(1);
    expect(bare.output).toContain('Refusing to start in production mode');
    expect(bare.output).toContain('JWT_SECRET is not set');
    expect(bare.output).toContain('SECRETS_KEY is not set');
    expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);

    const short = await runToExit('main.ts', { ...base, JWT_SECRET: 'too-short', SECRETS_KEY: 'nope' });
    expect(short.code).toBe(1);
    expect(short.output).toContain('JWT_SECRET is too short: it needs at least 32 bytes.');
    expect(short.output).toContain('SECRETS_KEY must be 32 random bytes');

    const env = { ...base, JWT_SECRET, SECRETS_KEY };
    const first = await spawnServer(env);
    try {
      expect(first.output()).toContain('production mode');
      expect(first.output()).not.toContain('Sign in as:');
      expect(first.output()).not.toContain('token=');
      expect(first.output()).not.toContain('Loaded the demo data.');
      const res = await fetch(`http://127.0.0.1:${port}/api/admins/bootstrap`);
      expect(res.status).toBe(401);
    } finally {
      first.child.kill('SIGTERM');
      await exited(first.child);
    }

    // Nothing was seeded: there is no operator yet, so the command makes one (once).
    const created = await runToExit('cli/create-operator.ts', env, ['--email', 'Ops@Provider.example']);
    expect(created.code).toBe(0);
    const link = /(http\S+\?token=\S+)/.exec(created.output)?.[1] ?? '';
    expect(link).toContain(`http://localhost:${port}/?token=`);
    const again = await runToExit('cli/create-operator.ts', env, ['--email', 'second@provider.example']);
    expect(again.code).toBe(1);
    expect(again.output).toContain('An operator already exists (ops@provider.example).');

    const second = await spawnServer(env);
    try {
      const headers = { authorization: `Bearer ${new URL(link).searchParams.get('token') ?? ''}` };
      const bootstrap = await fetch(`http://127.0.0.1:${port}/api/admins/bootstrap`, { headers });
      expect(bootstrap.status).toBe(200);
      expect(JSON.stringify(await bootstrap.json())).toContain('ops@provider.example');
      // The operator's Watch Tower lists every customer account: none, as nothing was seeded.
      const accounts = await fetch(`http://127.0.0.1:${port}/api/watch-tower/accounts`, { headers });
      expect(accounts.status).toBe(200);
      expect(await accounts.json()).toEqual([]);
    } finally {
      second.child.kill('SIGTERM');
      await exited(second.child);
    }
  }, 600_000);
});
