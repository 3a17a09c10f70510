#!/usr/bin/env node
/**
 * `npm start`: installs what is missing, generates sources, builds the console when its sources
 * changed, and starts the reference server on http://localhost:3000 (PORT changes it): the API
 * with PGlite in ./data (DATA_DIR) and the demo data, serving the built console: demo mode, where
 * the server prints one sign-in link per demo role. With DATABASE_URL or NODE_ENV=production it
 * starts in production mode instead (README "Security": no demo data, no token, secrets required).
 *
 * `npm run dev:mock` still serves the console alone, its API answered by the MSW mocks.
 */
import { buildConsole } from './lib/console-build.mjs';
import { spawnServer } from './lib/server-process.mjs';
import { ensureDependencies, generateSources } from './lib/setup.mjs';

ensureDependencies();
generateSources();
buildConsole({ force: process.argv.includes('--build') });

const child = spawnServer({ PORT: process.env.PORT ?? '3000' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
