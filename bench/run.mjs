#!/usr/bin/env node
/**
 * `npm run bench`: builds the console (production) and the framework floor, weighs the JS and CSS each route loads,
 * runs Lighthouse on the five pages DESIGN.md names, runs the other bench scripts, and prints one report, also saved
 * as bench/results.json. Budgets: ../shared/DESIGN.md. Figures are for this machine; run it alone for steady ones.
 *   npm run bench                 everything
 *   npm run bench -- --no-others  skip the other bench scripts (bundle sizes and Lighthouse only)
 *   npm run bench -- --from-raw   print and save the report again from the last run's bench/.tmp/raw.json
 *   npm run bench -- --others-only  run the other bench scripts again, keeping the last run's sizes and Lighthouse
 *   npm run bench -- --sizes-only   the JS and CSS of each route alone (no Lighthouse, no other scripts): a minute
 */
import './lib/exit-on-crash.mjs';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../scripts/lib/chromium.mjs';
import { LIGHTHOUSE_PAGES } from './lib/budgets.mjs';
import { jsParts } from './lib/attribution.mjs';
import { buildConsole, buildFloor } from './lib/builds.mjs';
import { benchRoutes } from './lib/console-routes.mjs';
import { runLighthouse } from './lib/lighthouse.mjs';
import { startMockApi } from './lib/mock-api.mjs';
import { runOtherBenches } from './lib/other-benches.mjs';
import { lighthouseRows, markdown, otherRows, routeRows } from './lib/report.mjs';
import { loadOnce, measureRouteLoads } from './lib/route-loads.mjs';

const sizesOnly = process.argv.includes('--sizes-only');
const withOthers = !sizesOnly && !process.argv.includes('--no-others');
const started = Date.now();
const RAW = 'bench/.tmp/raw.json';
const CONSOLE_DIST = resolve('bench/.tmp/console');
const step = (text) => console.log(`[bench ${Math.round((Date.now() - started) / 1000)} s] ${text}`);

const raw = process.argv.includes('--others-only')
  ? await rerunOthers()
  : process.argv.includes('--from-raw')
    ? JSON.parse(readFileSync(RAW, 'utf8'))
    : await measure();
const { floor, routes, lighthouse, others } = raw;
for (const route of routes) if (route.js) route.largestParts = jsParts(CONSOLE_DIST, route.js.files);

const report = {
  measuredAt: raw.measuredAt ?? new Date().toISOString(),
  machine: {
    node: process.version,
    cpus: cpus().length,
    chromium: chromiumVersion(),
    loadAverage: raw.loadAverage,
  },
  method:
    'Production builds; each route loaded cold in Chromium from a local server (gzip) whose /api answers come from ' +
    "the api-client's MSW handlers; signed-in routes open through a sign-in link as an operator. JS/CSS sizes are " +
    'the gzip (level 9) sizes of the files the page fetched; 1 kB = 1000 bytes, as Vite prints them.',
  floor: { jsKb: floor.js.bytes / 1000, cssKb: floor.css.bytes / 1000, jsFiles: floor.js.files },
  routes: routeRows(floor, routes),
  lighthouse: lighthouseRows(lighthouse),
  lighthouseVersion: lighthouse.version,
  benchmarks: otherRows(others),
};
const table = markdown({ ...report, floor, others: report.benchmarks });
console.log(`\n${table}\n`);
// A partial run (--sizes-only) leaves the committed results alone.
const saveTo = sizesOnly ? 'bench/.tmp/sizes.json' : 'bench/results.json';
writeFileSync(saveTo, `${JSON.stringify({ ...report, table }, null, 2)}\n`);
step(`saved ${saveTo}`);

function chromiumVersion() {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function measure() {
  const loadAtStart = loadavg()[0]; // other work on the machine inflates every timing
  ensureChromium();
  mkdirSync('bench/.tmp', { recursive: true });
  step('building the console (production) and the framework floor…');
  const consoleDist = await buildConsole();
  const floorDist = await buildFloor();

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  let floor, routes, lighthouse;
  try {
    step('weighing the framework floor…');
    const floorServer = await startMockApi(floorDist);
    try {
      floor = await loadOnce(browser, floorServer, floorDist, '/', false);
    } finally {
      await floorServer.close();
    }
    const server = await startMockApi(consoleDist);
    try {
      step('weighing each route (cold loads)…');
      routes = await measureRouteLoads(browser, server, consoleDist, benchRoutes());
      if (sizesOnly) lighthouse = { error: 'skipped (--sizes-only)' };
      else {
        step('Lighthouse (desktop) on five pages…');
        lighthouse = await runLighthouse(server, LIGHTHOUSE_PAGES);
      }
    } finally {
      await server.close();
    }
  } finally {
    await browser.close();
  }
  const others = withOthers ? await runOtherBenches(step) : [];
  const loadAverage = {
    atStart: Math.round(loadAtStart * 10) / 10,
    atEnd: Math.round(loadavg()[0] * 10) / 10,
  };
  const measured = { floor, routes, lighthouse, others, loadAverage, measuredAt: new Date().toISOString() };
  writeFileSync(RAW, JSON.stringify(measured));
  return measured;
}

async function rerunOthers() {
  const measured = { ...JSON.parse(readFileSync(RAW, 'utf8')), others: await runOtherBenches(step) };
  writeFileSync(RAW, JSON.stringify(measured));
  return measured;
}
