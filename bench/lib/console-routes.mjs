import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROUTES = 'packages/console/src/routes/_authenticated';

/**
 * The routes the bench loads: sign-in and home, every account settings route and every Watch Tower route found in
 * packages/console/src/routes (so a settings page added later is measured without editing the bench). A route with
 * a parameter (`$id`) is reached through the first matching link on its parent page; and one app's shared pages.
 */
export function benchRoutes() {
  return [
    { name: 'sign-in', path: '/', signedIn: false },
    { name: 'home', path: '/', signedIn: true },
    ...routeFiles('settings').map((path) => ({ name: path.slice(1), path, signedIn: true })),
    ...routeFiles('watch-tower').map((path) => ({ name: path.slice(1), path, signedIn: true })),
    ...APP_PAGES.map((page) => ({
      name: `${BENCH_APP}${page}`,
      path: `/${BENCH_APP}${page}`,
      signedIn: true,
    })),
  ];
}

/**
 * The pages every app shares (apps.md §2), measured for one app: the seven apps load the same code for them. The
 * one-time passcode is on a free trial in the mocks' account, so every page renders for its owner.
 */
const BENCH_APP = 'one-time-passcode';
const APP_PAGES = [
  '',
  '/authentications',
  '/pricing',
  '/settings/billing',
  '/settings/general',
  '/settings/sms-content',
  '/settings/webhooks',
];

function routeFiles(folder) {
  const paths = new Set();
  for (const file of walk(join(ROUTES, folder))) {
    const segments = relative(ROUTES, file)
      .replace(/\.tsx$/, '')
      .split('/');
    if (segments.some((segment) => segment.startsWith('-'))) continue; // -components: not routes
    const last = segments.at(-1);
    if (last === 'route') continue; // a layout, measured through its children
    if (last === 'index') segments.pop();
    paths.add(`/${segments.join('/')}`);
  }
  return [...paths].sort((a, b) => a.localeCompare(b));
}

function* walk(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.name.endsWith('.tsx') && !/\.(test|stories)\.tsx$/.test(entry.name)) yield path;
  }
}
