#!/usr/bin/env node
/**
 * `npm start`: installs what is missing, generates sources and starts the console on http://localhost:3000.
 * Until the reference server lands, the console answers /api from the api-client's MSW mocks in the browser.
 */
import { spawn } from 'node:child_process';
import { ensureDependencies, generateSources } from './lib/setup.mjs';

ensureDependencies();
generateSources();
const port = process.env.PORT ?? '3000';
const base = `http://localhost:${port}`;
console.log(`\nStarting the console (mock API) on ${base}\nSign in as a demo persona:`);
for (const persona of ['owner', 'admin', 'supervisor', 'operator'])
  console.log(`  ${persona.padEnd(10)} ${base}/?as=${persona}`);
console.log('');
const child = spawn('npx', ['vite', '--mode', 'mock', '--port', port, '--strictPort'], {
  cwd: 'packages/console',
  stdio: 'inherit',
});
child.on('exit', (code) => process.exit(code ?? 0));
