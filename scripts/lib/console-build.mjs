import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { newestChange } from './newest-change.mjs';

export const CONSOLE_DIST = 'packages/console/dist';

/** Everything the console's build reads from our own sources. */
const INPUTS = [
  'packages/console/src',
  'packages/console/public',
  'packages/console/index.html',
  'packages/console/vite.config.ts',
  'packages/console/panda.config.ts',
  'packages/ui/src',
  'packages/ui/panda.base.config.ts',
  'packages/api-client/src',
  'vite.shared.ts',
  'package-lock.json',
];

/** True when packages/console/dist is missing or older than any of its sources. */
export function consoleBuildIsStale() {
  const index = join(CONSOLE_DIST, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return INPUTS.some((input) => newestChange(input) > built);
}

/**
 * Builds the console (vite build into packages/console/dist) unless the last build is newer than
 * every source. Sources must be generated first (generateSources). `force` rebuilds anyway.
 */
export function buildConsole({ force = false } = {}) {
  if (!force && !consoleBuildIsStale()) {
    console.log('The console build is up to date (packages/console/dist).');
    return;
  }
  console.log('Building the console (vite build)…');
  execSync('npx vite build --logLevel warn', { cwd: 'packages/console', stdio: 'inherit' });
}
