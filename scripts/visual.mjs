#!/usr/bin/env node
/**
 * Visual regression: every story, light and dark, against the PNG baselines committed beside the stories
 * (stories/<folder>/__screenshots__/<file>/<story>.<theme>.png).
 *
 *   node scripts/visual.mjs            compare; differences and actual images land in .visual-output/
 *   node scripts/visual.mjs --update   rewrite the baselines (and delete those of stories that are gone)
 *   node scripts/visual.mjs --filter button   only stories whose id contains "button"
 *
 * It screenshots the built Storybook in Debian's Chromium. The user agent marks the page as a test runner, so
 * Storybook pauses animations; the preview fixes the clock; fonts are bundled. Two runs with no change give no diff.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { chromium } from 'playwright';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './lib/chromium.mjs';
import { serveStatic } from './lib/static-server.mjs';

const update = process.argv.includes('--update');
const filterIndex = process.argv.indexOf('--filter');
const filter = filterIndex > 0 ? process.argv[filterIndex + 1] : undefined;
const skipBuild = process.argv.includes('--no-build');
const OUT = '.visual-output';
const THEMES = ['light', 'dark'];
const VIEWPORT = { width: 1280, height: 800 };
const WORKERS = 2;

ensureChromium();
if (!skipBuild) execSync('npx storybook build --test --quiet -o storybook-static', { stdio: 'inherit' });

const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8'));
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && (!filter || entry.id.includes(filter)),
);

const baselinePath = (entry, theme) => {
  const file = entry.importPath.replace(/^\.\//, '');
  const name = file
    .split('/')
    .pop()
    .replace(/\.stories\.tsx?$/, '');
  const story = entry.id.slice(entry.id.indexOf('--') + 2);
  return join(dirname(file), '__screenshots__', name, `${story}.${theme}.png`);
};

const server = await serveStatic('storybook-static');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const context = await browser.newContext({
  viewport: VIEWPORT,
  deviceScaleFactor: 1,
  reducedMotion: 'reduce',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome StorybookTestRunner',
  timezoneId: 'UTC',
  locale: 'en-US',
});
/**
 * A story's play can end while a short timer still runs (a TimerButton's 1250 or 1875 ms, a dialog's close) or a
 * request is still answered: the screenshot would catch whichever state the machine's speed allows. Every page
 * counts its pending timeouts of up to SETTLE_MS and its fetches, and a screenshot waits until none is left (at
 * most SETTLE_CAP_MS, for loops). `__VISUAL_RUN__` tells the preview to keep toasts until dismissed and the clock fixed.
 */
const SETTLE_MS = 3000;
const SETTLE_CAP_MS = 6000;
await context.addInitScript((limit) => {
  window.__VISUAL_RUN__ = true;
  const pending = new Set();
  // A request that never ends (a Loading story) stops counting after `limit` ms, as a loop's timers would.
  const fetches = new Set();
  const fetchNative = window.fetch;
  window.fetch = function fetch(...args) {
    const started = { at: performance.now() };
    fetches.add(started);
    return fetchNative.apply(this, args).finally(() => fetches.delete(started));
  };
  const youngFetches = () => [...fetches].filter((f) => performance.now() - f.at < limit).length;
  const setTimeoutNative = window.setTimeout;
  const clearTimeoutNative = window.clearTimeout;
  window.setTimeout = function setTimeout(handler, delay, ...args) {
    if (typeof handler !== 'function') return setTimeoutNative(handler, delay, ...args);
    const id = setTimeoutNative(
      (...callArgs) => {
        pending.delete(id);
        handler(...callArgs);
      },
      delay,
      ...args,
    );
    if ((Number(delay) || 0) <= limit) pending.add(id);
    return id;
  };
  window.clearTimeout = function clearTimeout(id) {
    pending.delete(id);
    clearTimeoutNative(id);
  };
  window.__visualBusy = () => pending.size + youngFetches();
}, SETTLE_MS);

/**
 * A screenshot that differs is taken again from a fresh load, up to ATTEMPTS in all (a loaded machine can still
 * catch a state in passing); one that differs every time fails the step, with its images in .visual-output.
 */
const ATTEMPTS = 3;
const retried = new Set();
const failures = [];
let written = 0;
let matched = 0;

async function capture(page, entry, { stable }) {
  // a11y runs in the story tests; skip it here to save time.
  await page.goto(`${server.url}/iframe.html?id=${entry.id}&viewMode=story&globals=a11y.manual:!true`);
  const phase = await page.waitForFunction(
    () => {
      const current = window.__STORYBOOK_PREVIEW__?.currentRender?.phase;
      return ['finished', 'errored', 'aborted'].includes(current) && current;
    },
    undefined,
    { timeout: 30_000 },
  );
  // A play that failed here (it passes in the story tests) left the page in some other state: say so.
  if ((await phase.jsonValue()) !== 'finished') throw new Error('its play did not finish in the visual run');
  await page
    .waitForFunction(() => window.__visualBusy() === 0, undefined, { timeout: SETTLE_CAP_MS })
    .catch(() => undefined);
  const shots = {};
  for (const theme of THEMES) {
    await page.evaluate(async (value) => {
      document.documentElement.dataset.theme = value;
      await document.fonts.ready;
      // A chart measuring its box (ui's TimeSeriesChart) draws once it knows its width.
      for (let waited = 0; document.querySelector('[data-measuring]') && waited < 3000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }, theme);
    shots[theme] = stable ? await stableScreenshot(page) : await screenshot(page);
  }
  return shots;
}

/**
 * The whole page: the viewport grows to the page's height first and the page lays out and paints at that size.
 * (Playwright's fullPage left the SVG charts unpainted after a theme change.)
 */
async function screenshot(page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const tall = height > VIEWPORT.height;
  if (tall) {
    await page.setViewportSize({ width: VIEWPORT.width, height });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  }
  // Chromium anti-aliases a native <select>'s text differently from one paint to the next: its text is hidden in
  // the screenshot (its box, border and focus ring stay; the plays check the selected values).
  const shot = await page.screenshot({
    animations: 'disabled',
    caret: 'hide',
    style: 'select { color: transparent !important; }',
  });
  if (tall) await page.setViewportSize(VIEWPORT);
  return shot;
}

/**
 * Screenshots until two in a row are the same (at most STABLE_TRIES): a chart measuring its box, a virtual list
 * laying out its rows, or a re-render after the theme change can still be under way.
 */
const STABLE_TRIES = 8;
async function stableScreenshot(page) {
  let previous = await screenshot(page);
  for (let attempt = 1; attempt < STABLE_TRIES; attempt += 1) {
    await page.waitForTimeout(200);
    const next = await screenshot(page);
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

function compare(entry, theme, actual) {
  const path = baselinePath(entry, theme);
  if (update) {
    mkdirSync(dirname(path), { recursive: true });
    const unchanged =
      existsSync(path) && (readFileSync(path).equals(actual) || diffPixels(readFileSync(path), actual) === 0);
    if (!unchanged) {
      writeFileSync(path, actual);
      written += 1;
    } else matched += 1;
    return;
  }
  if (!existsSync(path)) {
    failures.push(`${entry.id} (${theme}): no baseline at ${path}; run npm run test:visual:update`);
    return saveOutput(entry, theme, actual);
  }
  const expected = readFileSync(path);
  // Chromium encodes the same pixels to the same bytes: equal files skip decoding and pixelmatch.
  if (expected.equals(actual)) {
    matched += 1;
    return;
  }
  const diff = diffPixels(expected, actual, join(OUT, `${entry.id}.${theme}.diff.png`));
  if (diff === 0) matched += 1;
  else {
    failures.push(
      `${entry.id} (${theme}): ${diff === -1 ? 'size changed' : `${diff} pixels differ`} from ${path}`,
    );
    saveOutput(entry, theme, actual);
  }
}

function matchesBaseline(entry, theme, actual) {
  const path = baselinePath(entry, theme);
  if (!existsSync(path)) return false;
  const expected = readFileSync(path);
  return expected.equals(actual) || diffPixels(expected, actual) === 0;
}

function saveOutput(entry, theme, actual) {
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, `${entry.id}.${theme}.actual.png`), actual);
}

/** A few stray anti-aliased pixels count as none; a focus ring (about 600) or a changed word is more. */
const TOLERATED_PIXELS = 150;

/** Number of differing pixels beyond the tolerance (0 within it), or -1 when the sizes differ; writes a diff image. */
function diffPixels(expectedBuffer, actualBuffer, diffPath) {
  const expected = PNG.sync.read(expectedBuffer);
  const actual = PNG.sync.read(actualBuffer);
  if (expected.width !== actual.width || expected.height !== actual.height) return -1;
  const diff = new PNG({ width: expected.width, height: expected.height });
  const count = pixelmatch(expected.data, actual.data, diff.data, expected.width, expected.height, {
    threshold: 0.1,
  });
  if (count <= TOLERATED_PIXELS) return 0;
  if (diffPath) {
    mkdirSync(dirname(diffPath), { recursive: true });
    writeFileSync(diffPath, PNG.sync.write(diff));
  }
  return count;
}

rmSync(OUT, { recursive: true, force: true });
const queue = [...stories];
await Promise.all(
  Array.from({ length: WORKERS }, async () => {
    const page = await context.newPage();
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      let shots;
      let problem;
      for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
        if (attempt > 1) retried.add(entry.id);
        try {
          // The first try takes one screenshot per theme, which nearly always matches; after a difference (and for
          // new baselines) each screenshot is taken until it stops changing.
          shots = await capture(page, entry, { stable: update || attempt > 1 });
          problem = undefined;
        } catch (error) {
          problem = error.message.split('\n')[0];
          continue;
        }
        if (update || THEMES.every((theme) => matchesBaseline(entry, theme, shots[theme]))) break;
      }
      if (problem) failures.push(`${entry.id}: could not render (${problem})`);
      else for (const theme of THEMES) compare(entry, theme, shots[theme]);
    }
    await page.close();
  }),
);
await browser.close();
await server.close();

if (update && !filter) {
  const expected = new Set(stories.flatMap((entry) => THEMES.map((theme) => baselinePath(entry, theme))));
  for (const file of listBaselines('stories')) {
    if (!expected.has(file)) {
      rmSync(file);
      console.log(`removed stale baseline ${file}`);
    }
  }
}

function listBaselines(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && d.name.endsWith('.png') && d.parentPath.includes('__screenshots__'))
    .map((d) => relative('.', join(d.parentPath, d.name)));
}

for (const failure of failures) console.error(`✗ ${failure}`);
if (retried.size > 0) console.log(`taken again after a difference: ${[...retried].join(', ')}`);
const total = stories.length * THEMES.length;
console.log(
  update
    ? `visual: ${total} screenshots, ${written} baselines written, ${matched} unchanged, ${failures.length} failed`
    : `visual: ${total} screenshots, ${matched} match their baselines, ${failures.length} differ`,
);
process.exit(failures.length > 0 ? 1 : 0);
