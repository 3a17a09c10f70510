#!/usr/bin/env node
/**
 * Benchmark (not a test): renders the 7-app, 730-day small multiples in Chromium (production React) and prints the
 * render time against the 50 ms budget of DESIGN.md. Writes bench/.tmp/chart-render.json.
 *   node bench/chart-render.bench.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { buildHarness, median, runHarness, tmpPath } from './lib/harness.mjs';

const BUDGET_MS = 50;
await buildHarness();
const [result] = await runHarness('chart');
const warm = median(result.times.slice(1));
const figures = {
  firstMs: round(result.first),
  warmMedianMs: round(warm),
  budgetMs: BUDGET_MS,
  overBudget: warm > BUDGET_MS,
};
console.log(
  `chart, 7 apps × 730 days: first render ${figures.firstMs} ms, warm median ${figures.warmMedianMs} ms (budget ${BUDGET_MS} ms)${figures.overBudget ? '  OVER BUDGET' : ''}`,
);
mkdirSync('bench/.tmp', { recursive: true });
writeFileSync(tmpPath('chart-render.json'), JSON.stringify(figures, null, 2));

function round(ms) {
  return Math.round(ms * 10) / 10;
}
