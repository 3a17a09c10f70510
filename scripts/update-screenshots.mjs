#!/usr/bin/env node
/**
 * `npm run test:update-screenshots`: rewrites the story screenshots' baselines.
 *
 *   npm run test:update-screenshots                                   every story
 *   npm run test:update-screenshots -- stories/ui/timer-button.stories.tsx   only those files (vitest filters)
 *
 * Runs `vitest run --project storybook --update=all` (each story's play, axe, then its light and dark screenshots: a changed
 * or new one is written), compresses the PNGs it wrote (256 colours and oxipng: compress-png.mjs), and after a whole run that passed deletes
 * the baselines no story took (stories removed, renamed or opted out). Look at the changed PNGs before committing.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { Worker } from 'node:worker_threads';

const filters = process.argv.slice(2);

function baselines() {
  return readdirSync('stories', { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.png'))
    .map((entry) => relative('.', join(entry.parentPath, entry.name)))
    .filter((path) => path.includes('/__screenshots__/'));
}

const digest = (path) => createHash('sha256').update(readFileSync(path)).digest('hex');
const before = new Map(baselines().map((path) => [path, digest(path)]));
// The run marks each baseline it takes (changed or not) by its modification time: see .storybook/baselines.ts.
const started = Date.now() - 1000;

// `--update=all`, not `-u`: vitest's -u takes an optional value ("all", "new", "none"), so `-u <file>` read the file as
// that value and ran every story file.
const run = spawnSync('npx', ['vitest', 'run', '--project', 'storybook', '--update=all', ...filters], {
  stdio: 'inherit',
  env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
});

/** Compresses the files in place, one worker per core (about a second a screenshot). */
async function compressAll(paths) {
  const queue = [...paths];
  const workers = Array.from({ length: Math.min(availableParallelism(), queue.length) }, () => {
    const worker = new Worker(new URL('./lib/compress-worker.mjs', import.meta.url));
    return new Promise((resolve, reject) => {
      const next = () =>
        queue.length > 0 ? worker.postMessage(queue.shift()) : worker.terminate().then(resolve);
      worker.on('message', next);
      worker.on('error', reject);
      next();
    });
  });
  await Promise.all(workers);
}

const written = [];
let removed = 0;
for (const path of baselines()) {
  const taken = statSync(path).mtimeMs >= started;
  if (taken && before.get(path) !== digest(path)) written.push(path);
  else if (!taken && filters.length === 0 && run.status === 0) {
    rmSync(path);
    removed += 1;
    console.log(`removed ${path}: no story takes it`);
  }
}
await compressAll(written);
const total = baselines().reduce((sum, path) => sum + statSync(path).size, 0);
console.log(
  `baselines: ${written.length} written (compressed), ${removed} removed; ${baselines().length} in all, ${(total / 1e6).toFixed(1)} MB`,
);
if (run.status !== 0) console.log('some stories failed: no baseline was removed; fix them and run again');
process.exit(run.status ?? 1);
