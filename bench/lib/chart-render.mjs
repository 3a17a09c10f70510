import { mkdirSync, writeFileSync } from 'node:fs';
import { buildHarness, median, runHarness, tmpPath } from './harness.mjs';

/** The charts' render budget of DESIGN.md. */
const BUDGET_MS = 50;

/**
 * Renders the harness page `#<id>` (ten synchronous renders), prints the first and the warm median render time
 * against the budget, and writes them to bench/.tmp/<id>-render.json.
 */
export async function chartRenderBench(id, what) {
  await buildHarness();
  const [result] = await runHarness(id);
  const warm = median(result.times.slice(1));
  const figures = {
    firstMs: round(result.first),
    warmMedianMs: round(warm),
    budgetMs: BUDGET_MS,
    overBudget: warm > BUDGET_MS,
  };
  console.log(
    `${what}: first render ${figures.firstMs} ms, warm median ${figures.warmMedianMs} ms (budget ${BUDGET_MS} ms)${figures.overBudget ? '  OVER BUDGET' : ''}`,
  );
  mkdirSync('bench/.tmp', { recursive: true });
  writeFileSync(tmpPath(`${id}-render.json`), JSON.stringify(figures, null, 2));
}

function round(ms) {
  return Math.round(ms * 10) / 10;
}
