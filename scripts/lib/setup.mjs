import { existsSync, statSync } from 'node:fs';
import { execSync } from 'node:child_process';

const run = (command) => execSync(command, { stdio: 'inherit' });

/** Installs the npm packages when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const marker = 'node_modules/.package-lock.json';
  const stale =
    !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs + 1000;
  if (!stale) return;
  console.log('Installing npm packages (npm ci)…');
  run('npm ci --no-audit --no-fund');
}

/** Generated sources the type check, the tests and Storybook need: Panda's styled-system and the route tree. */
export function generateSources() {
  run('npm run codegen --silent');
}
