#!/usr/bin/env node
/**
 * The story tests (`vitest run --project storybook`) as two vitest processes side by side, each with half of the
 * story files and its own Chromium. A story run mostly waits (on the browser's paints, the screenshots, axe), so
 * two halves end sooner than one whole: measured idle on 2 cores, 683 s for one process, 500 s for two.
 *
 * The halves are balanced by their stories' count (a story costs about the same wherever it is); each half's output
 * is printed whole when it ends. Exits non-zero when either half failed. Arguments are passed to both halves.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const HALVES = 2;

const storyFiles = readdirSync('stories', { withFileTypes: true, recursive: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.stories.tsx'))
  .map((entry) => relative('.', join(entry.parentPath, entry.name)));

const storyCount = (file) => (readFileSync(file, 'utf8').match(/^export const [A-Z]/gm) ?? []).length;

/** Largest first into the lighter half: within a few stories of each other. */
const halves = Array.from({ length: HALVES }, () => ({ files: [], stories: 0 }));
for (const file of storyFiles
  .map((path) => ({ path, stories: storyCount(path) }))
  .sort((a, b) => b.stories - a.stories)) {
  const lighter = halves.reduce((least, half) => (half.stories < least.stories ? half : least));
  lighter.files.push(file.path);
  lighter.stories += file.stories;
}

function runHalf(half, index) {
  return new Promise((resolve) => {
    const child = spawn(
      'npx',
      ['vitest', 'run', '--project', 'storybook', ...process.argv.slice(2), ...half.files],
      {
        env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
      },
    );
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(
        `\n── stories, half ${index + 1} of ${HALVES}: ${half.files.length} files, ${half.stories} stories ──\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(halves.map(runHalf));
process.exit(results.every(Boolean) ? 0 : 1);
