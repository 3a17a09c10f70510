#!/usr/bin/env node
/**
 * Benchmark (not a test): renders the 7-app, 730-day small multiples in Chromium (production React) and prints the
 * render time against the 50 ms budget of DESIGN.md. Writes bench/.tmp/chart-render.json.
 *   node bench/chart-render.bench.mjs
 */
import { chartRenderBench } from './lib/chart-render.mjs';

await chartRenderBench('chart', 'chart, 7 apps × 730 days');
