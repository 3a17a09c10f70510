import './exit-on-crash.mjs';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build, defaultClientConditions } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../../scripts/lib/chromium.mjs';
import { serveStatic } from '../../scripts/lib/static-server.mjs';

const root = resolve('bench/harness');
const outDir = resolve('bench/.tmp/harness');

/** Builds the benchmark harness once, in production mode (the figures are for what users run). */
export async function buildHarness() {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    root,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    resolve: { conditions: ['@console/source', ...defaultClientConditions] },
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

/** Runs one benchmark page (`#name`) in Debian's Chromium and returns what it left on window.__bench. */
export async function runHarness(name, { repeat = 1 } = {}) {
  ensureChromium();
  const server = await serveStatic(outDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const results = [];
    for (let run = 0; run < repeat; run += 1) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${server.url}/index.html#${name}`);
      await page.waitForFunction(() => window.__bench, undefined, { timeout: 60_000 });
      const outcome = await page.evaluate(() => window.__bench);
      if (outcome.error) throw new Error(`${name}: ${outcome.error}`);
      results.push(outcome.result);
      await page.close();
    }
    return results;
  } finally {
    await browser.close();
    await server.close();
  }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

export const tmpPath = (file) => join('bench/.tmp', file);
