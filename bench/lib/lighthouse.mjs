import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/** Runs per page; the median run (by performance score) is reported. */
const RUNS = 3;

/**
 * Lighthouse (desktop preset) on each page, in Debian's Chromium launched headless with TOOLCHAIN.md's flags.
 * Signed-in pages open through a sign-in link (`?token=`); Lighthouse resets storage and cache before each page, so
 * every load is cold. Each page runs three times and its median run is kept. Resolves to { version, pages: [{ name,
 * path, scores, metrics, failed, performanceRuns }] }, or { error } when Lighthouse is not installed or cannot drive
 * the browser (the error says why).
 */
export async function runLighthouse(server, pages) {
  let lighthouse, desktopConfig, launch, version;
  try {
    ({ default: lighthouse, desktopConfig } = await import('lighthouse'));
    ({ launch } = await import('chrome-launcher'));
    ({
      default: { version },
    } = await import('lighthouse/package.json', { with: { type: 'json' } }));
  } catch (error) {
    return { error: `lighthouse is not installed (${firstLine(error)}); see bench/README.md` };
  }
  let chrome;
  try {
    chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
      logLevel: 'silent',
    });
  } catch (error) {
    return { error: `Chromium did not start for Lighthouse: ${firstLine(error)}` };
  }
  try {
    const results = [];
    for (const page of pages) {
      const url = `${server.url}${page.path}${page.signedIn ? `?token=${encodeURIComponent(server.token)}` : ''}`;
      try {
        const runs = [];
        for (let run = 0; run < RUNS; run += 1)
          runs.push(await audit(lighthouse, url, chrome.port, desktopConfig));
        // The run with the median performance score stands for the page (Lighthouse's own advice for noisy hosts).
        const sorted = [...runs].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
        const median = sorted[Math.floor(sorted.length / 2)];
        results.push({ ...page, ...median, performanceRuns: runs.map((run) => run.scores.performance) });
      } catch (error) {
        results.push({ ...page, error: firstLine(error) });
      }
    }
    return { version, pages: results };
  } finally {
    await chrome.kill();
  }
}

/** One Lighthouse run: scores, metrics and the audits that cost points. */
async function audit(lighthouse, url, port, config) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: LIGHTHOUSE_CATEGORIES };
  const { lhr } = await lighthouse(url, flags, config);
  const scores = Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, score == null ? null : Math.round(score * 100)];
    }),
  );
  return {
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    scores,
    metrics: metrics(lhr),
    failed: failedAudits(lhr),
    error: lhr.runtimeError?.message,
  };
}

const METRICS = {
  'first-contentful-paint': 'fcpMs',
  'largest-contentful-paint': 'lcpMs',
  'total-blocking-time': 'tbtMs',
  'speed-index': 'speedIndexMs',
  'cumulative-layout-shift': 'cls',
};

/** The performance metrics behind the score (simulated desktop throttling). */
function metrics(lhr) {
  return Object.fromEntries(
    Object.entries(METRICS).map(([id, name]) => {
      const value = lhr.audits[id]?.numericValue;
      return [name, value === undefined ? null : Math.round(value * 1000) / 1000];
    }),
  );
}

/** The audits that cost points in accessibility and best practices, and the worst performance ones, by id. */
function failedAudits(lhr) {
  const failed = {};
  for (const id of LIGHTHOUSE_CATEGORIES) {
    const refs = lhr.categories[id]?.auditRefs ?? [];
    failed[id] = refs
      .filter(
        (ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 0.9,
      )
      .map((ref) => ref.id);
  }
  return failed;
}

const firstLine = (error) => String(error?.message ?? error).split('\n')[0];
