#!/usr/bin/env node
/**
 * `npm run dev`: the console in Vite's dev server on http://localhost:3000 (hot reload) in front of the reference
 * server on port 3001, which tsx restarts when a server or api-client source changes; Vite proxies /api to it
 * (packages/console/vite.config.ts). The server runs in demo mode on the same ./data as `npm start` and prints its
 * sign-in links for port 3000. Ctrl+C stops both.
 */
import { spawn } from 'node:child_process';
import { SERVER_MAIN } from './lib/server-process.mjs';
import { ensureDependencies, generateSources } from './lib/setup.mjs';

ensureDependencies();
generateSources();

// Each in its own process group, so stopping one stops what npx started under it too.
const children = [
  spawn('npx', ['tsx', 'watch', '--conditions=@console/source', SERVER_MAIN], {
    env: { ...process.env, PORT: '3001', PUBLIC_URL: 'http://localhost:3000' },
    stdio: 'inherit',
    detached: true,
  }),
  spawn('npx', ['vite'], { cwd: 'packages/console', stdio: 'inherit', detached: true }),
];
const stop = (signal) => {
  for (const child of children) if (child.exitCode === null) process.kill(-child.pid, signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 1;
  });
