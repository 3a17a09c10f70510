#!/usr/bin/env node
/**
 * The consumer test: what a product team does with the published packages. Builds @console/ui and
 * @console/api-client (unless their dist is newer than their sources), packs them, lints the tarballs with publint
 * and are-the-types-wrong, installs them into an app outside the workspace, and then:
 * - builds a Vite app that imports ONE component (ConfirmDialog, from its own entry point) and reports its JS (gzip)
 *   next to the same import from the package root, React alone and the whole package;
 * - renders that app in Chromium inside a host page with its own styles: the dialog is styled, the ui's reset
 *   reaches the dialog Ark portals to the body, and the host's own elements keep their browser styles;
 * - calls the api-client from Node against its own MSW mocks (`@console/api-client/mocks`).
 * Fails when a package cannot be installed, built against, rendered, or leaks its styles into the host.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './lib/chromium.mjs';
import { newestChange } from './lib/newest-change.mjs';
import { serveStatic } from './lib/static-server.mjs';

const root = resolve('.');
const PACKAGES = [
  { name: '@console/ui', dir: 'packages/ui' },
  { name: '@console/api-client', dir: 'packages/api-client' },
];

/** Runs a command and returns its output; shows the output when it fails (or always, with `show`). */
async function run(command, args, { cwd = root, show = false, env = process.env } = {}) {
  try {
    const { stdout, stderr } = await promisify(execFile)(command, args, {
      cwd,
      env,
      maxBuffer: 64 * 1024 * 1024,
    });
    if (show) process.stdout.write(stdout + stderr);
    return stdout;
  } catch (error) {
    process.stdout.write(`${error.stdout ?? ''}${error.stderr ?? ''}`);
    throw new Error(`${command} ${args.join(' ')} failed (in ${cwd})`, { cause: error });
  }
}

/** The version the workspace uses, so the consumer app installs what the npm cache already holds. */
const versionOf = (name) =>
  JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

/** A package's dist is stale when anything it is built from changed after it. */
function needsBuild({ dir }) {
  const built = newestChange(join(dir, 'dist'), Math.min);
  const inputs = [
    'src',
    'package.json',
    'tsup.config.ts',
    'tsconfig.build.json',
    'panda.config.ts',
    'panda.base.config.ts',
  ];
  return built === 0 || inputs.some((input) => newestChange(join(dir, input)) > built);
}

/** gzip (level 9, 1 kB = 1000 bytes, as Vite prints) of every file with this extension under a folder. */
function gzipKb(folder, extension) {
  const bytes = readdirSync(folder, { recursive: true })
    .filter((file) => file.endsWith(extension))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(folder, file)), { level: 9 }).length, 0);
  return bytes / 1000;
}

const HOST_PAGE = (script) =>
  '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>consumer</title>' +
  '<style>.host-text { color: rgb(1, 2, 3); }</style></head><body>' +
  '<h1 class="host-title">Host app</h1><p class="host-text">The host page keeps its own styles.</p>' +
  `<div id="root" class="cui-root"></div><script type="module" src="/${script}"></script></body></html>`;

/** The apps: one component from its entry point, the same from the root, React alone, and the whole package. */
const APPS = {
  one: `import { ConfirmDialog } from '@console/ui/confirm-dialog';
import '@console/ui/styles.css';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(
  <ConfirmDialog
    title="Remove Ada Lovelace?"
    description="She loses access to this account."
    confirmLabel="Remove"
    variant="destructive"
    trigger={<button type="button">Remove admin</button>}
    onConfirm={() => Promise.resolve()}
  />,
);
`,
  root: `import { ConfirmDialog } from '@console/ui';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(
  <ConfirmDialog title="t" description="d" confirmLabel="c" trigger={<button>open</button>} onConfirm={() => {}} />,
);
`,
  react: `import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(<button type="button">React alone</button>);
`,
  all: `import * as ui from '@console/ui';

window.ui = ui;
`,
};

ensureChromium();
const started = Date.now();
const log = (line) => console.log(`[consumer ${Math.round((Date.now() - started) / 1000)} s] ${line}`);
/**
 * The app lives outside the repository (so nothing resolves from the workspace's node_modules) and is kept between
 * runs: npm then reinstalls only the two fresh tarballs and prunes what they no longer need, and no run spends a
 * minute deleting a node_modules. One folder per checkout.
 */
const app = join(
  tmpdir(),
  `console-consumer-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`,
);
mkdirSync(app, { recursive: true });
for (const entry of readdirSync(app))
  if (/\.tgz$|^dist-|^package-lock\.json$/.test(entry))
    rmSync(join(app, entry), { recursive: true, force: true });
rmSync(join(app, 'node_modules', '@console'), { recursive: true, force: true });

const stale = PACKAGES.filter(needsBuild);
await Promise.all(stale.map((pkg) => run('npm', ['run', 'build', '-w', pkg.name, '--silent'])));
log(`built: ${stale.map((pkg) => pkg.name).join(', ') || 'nothing (dist up to date)'}`);

for (const pkg of PACKAGES) await run('npm', ['pack', '-w', pkg.name, '--pack-destination', app, '--silent']);
const tarballs = readdirSync(app).filter((file) => file.endsWith('.tgz'));
const tarballOf = (name) => {
  const tarball = tarballs.find((file) => file.startsWith(name.replace('@', '').replace('/', '-')));
  if (!tarball) throw new Error(`npm pack wrote no tarball for ${name}`);
  return tarball;
};

writeFileSync(
  join(app, 'package.json'),
  JSON.stringify({
    name: 'console-consumer',
    private: true,
    type: 'module',
    dependencies: {
      '@console/ui': `file:./${tarballOf('@console/ui')}`,
      '@console/api-client': `file:./${tarballOf('@console/api-client')}`,
      ...Object.fromEntries(
        ['react', 'react-dom', 'zod', '@tanstack/react-query', 'msw'].map((name) => [name, versionOf(name)]),
      ),
    },
    devDependencies: { vite: versionOf('vite'), '@vitejs/plugin-react': versionOf('@vitejs/plugin-react') },
  }),
);
writeFileSync(
  join(app, 'vite.config.js'),
  "import react from '@vitejs/plugin-react';\n" +
    'const app = process.env.APP;\n' +
    'export default { plugins: [react()], build: { outDir: `dist-${app}`, rollupOptions: { input: `${app}.html` } } };\n',
);

// The linters read the tarballs while npm installs them.
const lint = Promise.all(
  PACKAGES.map(async (pkg) => {
    const tarball = join(app, tarballOf(pkg.name));
    await run('npx', ['publint', 'run', tarball, '--strict']);
    // attw skips `./*` patterns, so each component's entry is named; CSS files are no modules to type.
    const components = join(pkg.dir, 'dist', 'components');
    const entries = existsSync(components)
      ? readdirSync(components).map((file) => `./${file.replace(/\.js$/, '')}`)
      : [];
    // ESM only, as the packages are: node10 and require() from CommonJS are out of scope.
    const args = ['attw', tarball, '--profile', 'esm-only', '--no-color'];
    if (entries.length > 0)
      args.push('--exclude-entrypoints', './styles.css', './fonts.css', '--include-entrypoints', ...entries);
    await run('npx', args);
    log(
      `${pkg.name}: publint and are-the-types-wrong clean (node16 ESM and bundler)` +
        (entries.length > 0 ? `, with the ${entries.length} component entry points` : ''),
    );
  }),
);
await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
  cwd: app,
});
await lint;

// One HTML page per app, each built on its own (a shared build would share chunks between them).
for (const [name, source] of Object.entries(APPS)) {
  writeFileSync(join(app, `${name}.jsx`), source);
  writeFileSync(join(app, `${name}.html`), HOST_PAGE(`${name}.jsx`));
}
await Promise.all(
  Object.keys(APPS).map((name) =>
    run('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: app, env: { ...process.env, APP: name } }),
  ),
);
const sizes = Object.fromEntries(
  Object.keys(APPS).map((name) => [
    name,
    { js: gzipKb(join(app, `dist-${name}`), '.js'), css: gzipKb(join(app, `dist-${name}`), '.css') },
  ]),
);
const over = (kb) => `${kb.toFixed(1)} kB (${(kb - sizes.react.js).toFixed(1)} kB over React)`;
log(
  `JS gzip: ConfirmDialog from @console/ui/confirm-dialog ${over(sizes.one.js)}; from @console/ui ` +
    `${over(sizes.root.js)}; the whole package ${over(sizes.all.js)}; React alone ${sizes.react.js.toFixed(1)} kB; ` +
    `styles.css ${sizes.one.css.toFixed(1)} kB`,
);
// A component alone must not drag in the rest: if it did, the per-component entry points would be for nothing.
if (sizes.one.js - sizes.react.js > (sizes.all.js - sizes.react.js) / 2)
  throw new Error('one component weighs more than half the whole package: the entry points do not split');

const server = await serveStatic(join(app, 'dist-one'));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${server.url}/one.html`);
  await page.getByRole('button', { name: 'Remove admin' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove Ada Lovelace?' });
  await dialog.waitFor();
  const style = (locator, property) =>
    locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
  const confirm = dialog.getByRole('button', { name: 'Remove' });
  const checks = {
    'the confirm button has its colour': (await style(confirm, 'background-color')) !== 'rgba(0, 0, 0, 0)',
    "the ui's reset reaches the portalled dialog":
      (await style(dialog.getByRole('heading'), 'margin-bottom')) === '0px',
    "the host's heading keeps the browser's size":
      (await style(page.locator('.host-title'), 'font-size')) === '32px',
    "the host's paragraph keeps its margin":
      (await style(page.locator('.host-text'), 'margin-top')) === '16px',
    "the host's own rule still applies":
      (await style(page.locator('.host-text'), 'color')) === 'rgb(1, 2, 3)',
  };
  const failed = Object.entries(checks).filter(([, ok]) => !ok);
  if (failed.length > 0)
    throw new Error(`in Chromium: not true that ${failed.map(([what]) => what).join('; ')}`);
  await confirm.click();
  await dialog.waitFor({ state: 'detached' });
  if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
  log(`rendered in Chromium: ${Object.keys(checks).join('; ')}; confirming closed the dialog`);
} finally {
  await browser.close();
  await server.close();
}

writeFileSync(
  join(app, 'client.mjs'),
  `import { setupServer } from 'msw/node';
import { createClient, getBootstrap } from '@console/api-client';
import { handlers, ops, scenario } from '@console/api-client/mocks';

const server = setupServer(...handlers);
server.listen({ onUnhandledRequest: 'error' });
const client = createClient({ baseUrl: 'http://console.test' });
const admin = await getBootstrap(client);
server.use(scenario(ops.getBootstrap).error('JWT_EXPIRED'));
const expired = await getBootstrap(client).catch((error) => error);
server.close();
console.log(\`api-client in Node against its mocks: bootstrap of \${admin.email} (\${admin.role}); then \${expired.status} \${expired.code}\`);
if (expired.code !== 'JWT_EXPIRED') process.exit(1);
`,
);
await run('node', ['client.mjs'], { cwd: app, show: true });
log(`done (the app stays in ${app} for the next run)`);
