import { gzipSize } from './gzip-size.mjs';

const SETTLE_MS = 500;

/**
 * Loads each route cold (fresh browser context, empty cache) and records the JS and CSS files it fetched, sized as
 * gzip. Signed-in routes open through a sign-in link (`?token=`), the way users arrive from an invitation email.
 * Returns, per route: { name, path, finalPath, heading, js: { files, bytes }, css: { files, bytes }, sizes }; the heading
 * (first h1 or h2) and the final path show what actually rendered.
 */
export async function measureRouteLoads(browser, server, distDir, routes) {
  const results = [];
  for (const route of routes) {
    // A route with a parameter is reached through its parent page.
    const path = route.path.includes('$') ? await firstLinkTo(browser, server, route.path) : route.path;
    if (!path) {
      results.push({ ...route, error: 'no link to this route on its parent page' });
      continue;
    }
    results.push({ ...route, path, ...(await loadOnce(browser, server, distDir, path, route.signedIn)) });
  }
  return results;
}

/** One cold load of `path` and the JS/CSS it fetched. */
export async function loadOnce(browser, server, distDir, path, signedIn) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const fetched = new Set();
  page.on('requestfinished', (request) => {
    const { pathname } = new URL(request.url());
    if (/\.(js|css)$/.test(pathname)) fetched.add(pathname);
  });
  const url = `${server.url}${path}${signedIn ? `?token=${encodeURIComponent(server.token)}` : ''}`;
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    const heading = page.locator('h1, h2').first();
    await heading.waitFor({ timeout: 15_000 }).catch(() => undefined);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    const headingText = ((await heading.textContent({ timeout: 1000 }).catch(() => '')) ?? '').trim();
    const files = [...fetched].sort();
    const sum = (ext) => {
      const list = files.filter((file) => file.endsWith(ext));
      return { files: list, bytes: list.reduce((total, file) => total + gzipSize(distDir, file), 0) };
    };
    const sizes = Object.fromEntries(files.map((file) => [file, gzipSize(distDir, file)]));
    return {
      heading: headingText,
      finalPath: new URL(page.url()).pathname,
      js: sum('.js'),
      css: sum('.css'),
      sizes,
    };
  } finally {
    await context.close();
  }
}

/** The first link on the parent page that matches a `$param` route, e.g. /watch-tower/accounts/acc_123. */
async function firstLinkTo(browser, server, pattern) {
  const parent = pattern.split('/').slice(0, -1).join('/');
  const prefix = pattern.slice(0, pattern.indexOf('$'));
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${server.url}${parent}?token=${encodeURIComponent(server.token)}`, {
      waitUntil: 'networkidle',
    });
    const link = page.locator(`a[href^="${prefix}"]`).first();
    const row = page.locator('tbody tr, [role="row"]:has([role="cell"], [role="gridcell"])').first();
    await link.or(row).first().waitFor({ timeout: 15_000 });
    if (await link.count()) return await link.getAttribute('href');
    // Lists whose rows open on click (Watch Tower accounts): follow the first row.
    await row.click();
    await page.waitForURL((url) => url.pathname.startsWith(prefix), { timeout: 15_000 });
    return new URL(page.url()).pathname;
  } catch {
    return undefined;
  } finally {
    await context.close();
  }
}
