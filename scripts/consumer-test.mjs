#!/usr/bin/env node
/**
 * The consumer test: what a product team does with @console/ui. Packs the package, installs the tarball into a
 * fresh Vite + React app outside the workspace, imports three components and the CSS, builds the app, and renders
 * it in Chromium. Fails when the published package cannot be installed, built against, or rendered with its styles.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './lib/chromium.mjs';
import { serveStatic } from './lib/static-server.mjs';

const root = resolve('.');
const run = (command, cwd = root) => execSync(command, { cwd, stdio: 'inherit' });
/** The version the workspace uses, so the consumer app installs from the same npm cache. */
const versionOf = (name) =>
  JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

ensureChromium();
const app = mkdtempSync(join(tmpdir(), 'console-ui-consumer-'));
try {
  run('npm run build -w @console/ui');
  run(`npm pack -w @console/ui --pack-destination ${app} --silent`);
  const tarball = readdirSync(app).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack wrote no tarball');

  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'ui-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@console/ui': `file:./${tarball}`,
          react: versionOf('react'),
          'react-dom': versionOf('react-dom'),
        },
        devDependencies: {
          vite: versionOf('vite'),
          '@vitejs/plugin-react': versionOf('@vitejs/plugin-react'),
        },
      },
      null,
      2,
    ),
  );
  writeFileSync(
    join(app, 'vite.config.js'),
    "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()] };\n",
  );
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>consumer</title></head>' +
      '<body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>',
  );
  writeFileSync(
    join(app, 'main.jsx'),
    `import { createRoot } from 'react-dom/client';
import { Button, TimerButton, StatusBadge } from '@console/ui';
import '@console/ui/styles.css';

createRoot(document.getElementById('root')).render(
  <main>
    <Button variant="solid">Plain button</Button>
    <TimerButton onClick={() => Promise.resolve()}>Save Changes</TimerButton>
    <StatusBadge status="free-trial" />
  </main>,
);
`,
  );

  run('npm install --no-audit --no-fund --prefer-offline --loglevel=error', app);
  run('npx vite build --logLevel warn', app);

  const server = await serveStatic(join(app, 'dist'));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(server.url);
    await page.getByRole('button', { name: 'Plain button' }).waitFor();
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    await page.getByText('Free Trial').waitFor();
    const background = await page
      .getByRole('button', { name: 'Plain button' })
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    if (background === 'rgba(0, 0, 0, 0)')
      throw new Error('the button has no background: styles.css was not applied');
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
    console.log(
      `consumer: installed ${tarball}, built, rendered 3 components with styles (button ${background})`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  rmSync(app, { recursive: true, force: true });
}
