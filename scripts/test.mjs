#!/usr/bin/env node
/**
 * `npm test`: everything, as named steps, with a summary at the end. Installs what it needs first (npm packages,
 * Debian's Chromium) and generates sources (Panda, route tree). Every step runs even after a failure, so one run
 * shows every problem; the exit code is non-zero when any step failed.
 *
 * The steps run in two lanes side by side (see LANES below).
 * Each step's output is printed whole when it ends, so lanes never interleave.
 *
 *   npm test                 every step
 *   npm test -- lint unit    only the named steps
 */
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureDependencies, generateSources } from './lib/setup.mjs';
import { unitTestsBesidePostgres } from './lib/server-test-files.mjs';

const STEPS = [
  {
    name: 'lint',
    title:
      "Type check and lint (oxlint: TypeScript 7's diagnostics and type-aware rules; ESLint with the boundary rules, knip, Prettier)",
    // oxlint's type-aware mode builds the program with TypeScript 7's checker (tsgo) from tsconfig.json; with
    // --type-check it also reports that program's diagnostics, the errors `npm run typecheck` (tsgo, a quarter of
    // tsc's time) prints, for every file oxlint reads (the generated route tree and styled-system aside, whose types
    // are checked where they are used): one program for both instead of two, 72 CPU-seconds against 47 for the rules
    // and 75 for tsgo. TypeScript 6.0.3 stays for what needs its JavaScript API (typescript-eslint, Storybook's
    // docgen); `npm run typecheck:tsc` runs it over the same files.
    command:
      'npx oxlint --type-aware --type-check --max-warnings 0 . && npx eslint --max-warnings 0 . && npx knip --no-progress && npx prettier --check . --log-level warn',
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
    title: 'Story tests (play, axe, light and dark screenshots)',
    command: 'node scripts/test-stories.mjs',
  },
  {
    name: 'e2e',
    title: 'End-to-end journeys (Playwright, real server)',
    command: 'node --import tsx e2e/run.mjs',
  },
  {
    name: 'consumer',
    title: 'Consumer test (packed ui in a fresh Vite app)',
    command: 'node scripts/consumer-test.mjs',
  },
];

const only = process.argv.slice(2);
const selected = only.length > 0 ? STEPS.filter((step) => only.includes(step.name)) : STEPS;

// The server's API tests run once: on PostgreSQL when that step runs, in the unit step (on PGlite) otherwise.
if (selected.some((step) => step.name === 'server-postgres')) {
  const unit = selected.find((step) => step.name === 'unit');
  if (unit) unit.command = `${unit.command} ${unitTestsBesidePostgres().join(' ')}`;
}

const started = Date.now();
ensureDependencies();
ensureChromium();
generateSources();

/**
 * Two lanes, one per core; a lane runs its steps in the order given here. Both cores are busy all the way through
 * (vmstat shows 0 to 2 % idle), so what counts is the CPU work and that both lanes end together: a third lane only
 * made steps share a core (24 minutes with three lanes as with two). The stories and the journeys have a lane of their
 * own and every other step the second. The stories come last in theirs: they run as two processes
 * (scripts/test-stories.mjs), so once the other lane is done they use both cores, where the journeys (one browser,
 * one server) would leave one idle.
 */
const LANES = [
  ['e2e', 'stories'],
  ['lint', 'unit', 'server-postgres', 'consumer'],
];

const unplaced = STEPS.filter((step) => !LANES.flat().includes(step.name));
if (unplaced.length > 0) throw new Error(`steps in no lane: ${unplaced.map((step) => step.name).join(', ')}`);

function runStep(step) {
  const stepStarted = Date.now();
  console.log(`▶ ${step.title}: started, its output follows when it ends`);
  return new Promise((resolve) => {
    const child = spawn(step.command, { shell: true, env: { ...process.env, FORCE_COLOR: '1' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - stepStarted) / 1000;
      process.stdout.write(`\n━━━ ${step.title} (${seconds.toFixed(0)} s) ━━━\n$ ${step.command}\n`);
      const text = Buffer.concat(output);
      process.stdout.write(text);
      resolve({ ...step, ok: code === 0, seconds, output: text.toString() });
    });
  });
}

/**
 * The lines of a failed step that name what failed (vitest's FAIL lines, ✗ lines, errors), so
 * the end of a long log says it without scrolling back; at most 20, each cut at 240 characters.
 */
function failureLines(output) {
  const plain = stripVTControlCharacters(output).split('\n');
  const named = plain.filter((line) => /^\s*(FAIL\b|✗ |×|❯ .*\d+:\d+|\S*Error\b:)/.test(line));
  const lines = named.length > 0 ? named : plain.filter((line) => line.trim() !== '').slice(-10);
  return [...new Set(lines)].slice(0, 20).map((line) => `  ${line.trim().slice(0, 240)}`);
}

const results = [];
await Promise.all(
  LANES.map(async (lane) => {
    for (const step of lane.flatMap((name) => selected.filter((candidate) => candidate.name === name))) {
      results.push(await runStep(step));
    }
  }),
);
const order = (result) => STEPS.findIndex((step) => step.name === result.name);
results.sort((a, b) => order(a) - order(b));

const passed = results.filter((result) => result.ok).length;
const failed = results.length - passed;
console.log('\n━━━ Summary ━━━');
for (const result of results) {
  console.log(
    `${result.ok ? '✓' : '✗'} ${result.title.padEnd(42)} ${result.seconds.toFixed(1).padStart(6)} s`,
  );
}
for (const result of results.filter((candidate) => !candidate.ok)) {
  console.log(`\n${result.title}, what failed:\n${failureLines(result.output).join('\n')}`);
}
console.log(`total ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
