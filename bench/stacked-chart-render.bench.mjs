#!/usr/bin/env node
/**
 * Benchmark (not a test): renders an app dashboard's stacked sessions chart, 730 days × 4 statuses, in Chromium
 * (production React) and prints the render time against the charts' 50 ms budget of DESIGN.md. Writes
 * bench/.tmp/stacked-chart-render.json.
 *   node bench/stacked-chart-render.bench.mjs
 */
import { chartRenderBench } from './lib/chart-render.mjs';

await chartRenderBench('stacked-chart', 'stacked chart, 730 days × 4 statuses');
