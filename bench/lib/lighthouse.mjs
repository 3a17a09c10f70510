import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/**
 * Lighthouse (desktop preset) on each page, in Debian's Chromium launched headless with TOOLCHAIN.md's flags.
 * Signed-in pages open through a sign-in link (`?token=`); Lighthouse resets storage and cache before each page, so
 * every load is cold. Resolves to { version, pages: [{ name, path, scores, failed }] } or { error } when Lighthouse
 * is not installed or cannot drive the browser (the error says why).
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
    return { error: `lighthouse is not installed (${firstLine(error)}); see README "Benchmarks"` };
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
        const runner = await lighthouse(
          url,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: LIGHTHOUSE_CATEGORIES },
          desktopConfig,
        );
        const { categories, runtimeError, finalDisplayedUrl } = runner.lhr;
        const scores = Object.fromEntries(
          LIGHTHOUSE_CATEGORIES.map((id) => [
            id,
            categories[id]?.score == null ? null : Math.round(categories[id].score * 100),
          ]),
        );
        results.push({
          ...page,
          finalPath: new URL(finalDisplayedUrl).pathname,
          scores,
          metrics: metrics(runner.lhr),
          failed: failedAudits(runner.lhr),
          error: runtimeError?.message,
        });
      } catch (error) {
        results.push({ ...page, error: firstLine(error) });
      }
    }
    return { version, pages: results };
  } finally {
    await chrome.kill();
  }
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
