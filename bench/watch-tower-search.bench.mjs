#!/usr/bin/env node
/**
 * Benchmark (not a test): Watch Tower's account search over 10,000 accounts in Chromium (production React, its
 * profiling build for the commit times). Each keystroke, typed and deleted one key at a time over six queries, is
 * timed from the input event to the end of the last commit it causes (the deferred table included, layout forced),
 * against the one-frame budget of 16 ms. Three page loads; prints the median, the p95 and the slowest keystrokes,
 * then one JSON line for report scripts.
 *   node bench/watch-tower-search.bench.mjs
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pandacss from '@pandacss/dev/postcss';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build, defaultClientConditions } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../scripts/lib/chromium.mjs';
import { serveStatic } from '../scripts/lib/static-server.mjs';
import { median, tmpPath } from './lib/harness.mjs';

const BUDGET_MS = 16;
const RUNS = 3;
const outDir = resolve('bench/.tmp/watch-tower-harness');

// Its own build of its own page: the console's stylesheet (Panda, as the app ships it) and react-dom's profiling
// build, whose <Profiler> reports commits in production.
rmSync(outDir, { recursive: true, force: true });
await build({
  root: resolve('bench/harness'),
  logLevel: 'warn',
  mode: 'production',
  plugins: [react()],
  resolve: {
    conditions: ['@console/source', ...defaultClientConditions],
    alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }],
  },
  css: {
    postcss: {
      plugins: [
        pandacss({
          cwd: resolve('packages/console'),
          configPath: resolve('packages/console/panda.config.ts'),
        }),
      ],
    },
  },
  build: { outDir, emptyOutDir: true, rollupOptions: { input: resolve('bench/harness/watch-tower.html') } },
});

ensureChromium();
const server = await serveStatic(outDir);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const runs = [];
try {
  for (let run = 0; run < RUNS; run += 1) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.url}/watch-tower.html`);
    await page.waitForFunction(() => window.__bench, undefined, { timeout: 120_000 });
    const outcome = await page.evaluate(() => window.__bench);
    if (outcome.error) throw new Error(`watch-tower-search: ${outcome.error}`);
    runs.push(outcome.result);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}

const round = (ms) => Math.round(ms * 100) / 100;
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const keystrokes = runs.flatMap((run) => run.keystrokes);
const times = keystrokes.map((k) => k.ms);
const figures = {
  accounts: runs[0].accounts,
  keystrokes: keystrokes.length,
  medianMs: round(median(times)),
  p95Ms: round(percentile(times, 95)),
  maxMs: round(Math.max(...times)),
  filterMedianMs: round(median(runs.flatMap((run) => run.filterMs))),
  reactRenderMedianMs: round(median(keystrokes.map((k) => k.reactMs))),
  overBudget: keystrokes.filter((k) => k.ms > BUDGET_MS).length,
  budgetMs: BUDGET_MS,
};
const slowest = [...keystrokes].sort((a, b) => b.ms - a.ms).slice(0, 5);

console.log(
  `watch tower search, ${figures.accounts.toLocaleString('en-US')} accounts, ${figures.keystrokes} keystrokes ` +
    `(${RUNS} runs): filter + render ${figures.medianMs} ms median, ${figures.p95Ms} ms p95, ${figures.maxMs} ms max ` +
    `(budget ${BUDGET_MS} ms; of which filter alone ${figures.filterMedianMs} ms, React render ` +
    `${figures.reactRenderMedianMs} ms median)`,
);
console.log(
  `  ${figures.overBudget} of ${figures.keystrokes} keystrokes over budget${figures.p95Ms > BUDGET_MS ? '  P95 OVER BUDGET' : ''}`,
);
for (const k of slowest) console.log(`  slowest: "${k.text}" ${round(k.ms)} ms (${k.rows} matches)`);
mkdirSync('bench/.tmp', { recursive: true });
writeFileSync(tmpPath('watch-tower-search.json'), JSON.stringify({ ...figures, slowest }, null, 2));
console.log(
  JSON.stringify({
    name: 'watch-tower-keystroke',
    median: figures.medianMs,
    p95: figures.p95Ms,
    budget: BUDGET_MS,
  }),
);
