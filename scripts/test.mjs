#!/usr/bin/env node
/**
 * `npm test`: everything, as named steps, with a summary at the end. Installs what it needs first (npm packages,
 * Debian's Chromium) and generates sources (Panda, route tree). Every step runs even after a failure, so one run
 * shows every problem; the exit code is non-zero when any step failed.
 *
 *   npm test                 every step
 *   npm test -- lint unit    only the named steps
 */
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureDependencies, generateSources } from './lib/setup.mjs';

const STEPS = [
  { name: 'typecheck', title: 'Type check (tsc, strict)', command: 'npx tsc -p tsconfig.json --noEmit' },
  {
    name: 'lint',
    title: 'Lint and format (ESLint, Prettier)',
    command: 'npx eslint --max-warnings 0 . && npx prettier --check . --log-level warn',
  },
  {
    name: 'unit',
    title: 'Unit tests (vitest)',
    command: 'npx vitest run --project unit --project unit-browser',
  },
  {
    name: 'server-postgres',
    title: "Server API tests on PostgreSQL (Debian's)",
    command: 'node scripts/test-server-postgres.mjs',
  },
  {
    name: 'stories',
    title: 'Story tests (play functions, axe)',
    command: 'npx vitest run --project storybook',
  },
  { name: 'visual', title: 'Visual regression (light and dark)', command: 'node scripts/visual.mjs' },
  {
    name: 'e2e',
    title: 'End-to-end journeys (Playwright, real server)',
    command: 'node e2e/run.mjs',
  },
  {
    name: 'consumer',
    title: 'Consumer test (packed ui in a fresh Vite app)',
    command: 'node scripts/consumer-test.mjs',
  },
];

const only = process.argv.slice(2);
const selected = only.length > 0 ? STEPS.filter((step) => only.includes(step.name)) : STEPS;

const started = Date.now();
ensureDependencies();
ensureChromium();
generateSources();

const results = [];
for (const step of selected) {
  console.log(`\n━━━ ${step.title} ━━━\n$ ${step.command}`);
  const stepStarted = Date.now();
  const { status } = spawnSync(step.command, {
    stdio: 'inherit',
    shell: true,
    env: { ...process.env, FORCE_COLOR: '1' },
  });
  results.push({ ...step, ok: status === 0, seconds: (Date.now() - stepStarted) / 1000 });
}

const passed = results.filter((result) => result.ok).length;
const failed = results.length - passed;
console.log('\n━━━ Summary ━━━');
for (const result of results) {
  console.log(
    `${result.ok ? '✓' : '✗'} ${result.title.padEnd(42)} ${result.seconds.toFixed(1).padStart(6)} s`,
  );
}
console.log(`total ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
