#!/usr/bin/env node
/**
 * Benchmark (not a test): renders an app dashboard's stacked sessions chart, 730 days × 4 statuses, in Chromium
 * (production React) and prints the render time against the charts' 50 ms budget of DESIGN.md. Writes
 * bench/.tmp/stacked-chart-render.json.
 *   node bench/stacked-chart-render.bench.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { buildHarness, median, runHarness, tmpPath } from './lib/harness.mjs';

const BUDGET_MS = 50;
await buildHarness();
const [result] = await runHarness('stacked-chart');
const warm = median(result.times.slice(1));
const figures = {
  firstMs: round(result.first),
  warmMedianMs: round(warm),
  budgetMs: BUDGET_MS,
  overBudget: warm > BUDGET_MS,
};
console.log(
  `stacked chart, 730 days × 4 statuses: first render ${figures.firstMs} ms, warm median ${figures.warmMedianMs} ms (budget ${BUDGET_MS} ms)${figures.overBudget ? '  OVER BUDGET' : ''}`,
);
mkdirSync('bench/.tmp', { recursive: true });
writeFileSync(tmpPath('stacked-chart-render.json'), JSON.stringify(figures, null, 2));

function round(ms) {
  return Math.round(ms * 10) / 10;
}
