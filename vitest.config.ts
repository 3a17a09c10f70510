import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import type { BrowserContextOptions } from 'playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { baselinePath, keepBaseline } from './.storybook/baselines.ts';
import { chromiumLaunchOptions, sourceConditions } from './vite.shared.ts';

/** The contract table's test file: its own project (below). */
const CONTRACT_TEST = 'packages/server/src/contract/contract.test.ts';

/** The Node projects' settings: the unit project's, and the contract table's, which runs beside it. */
const nodeTests = {
  environment: 'node',
  // One module graph per worker, not per file: importing it again for each of the 130 files cost 170 s of a 2-core
  // run. The tests leave no state behind (each server test opens its own database).
  isolate: false,
  // Two workers on 2 cores (vitest's default is the cores less one: a single worker). Much of this work waits on
  // something else: the servers the tests start as child processes, PGlite's files, sockets. Projects run together
  // must agree on it (unit-browser too).
  maxWorkers: 2,
} as const;

const browser = (contextOptions?: BrowserContextOptions) => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: chromiumLaunchOptions, ...(contextOptions && { contextOptions }) }),
  instances: [{ browser: 'chromium' as const }],
  viewport: { width: 1280, height: 800 },
});

/**
 * The story tests' page: as big as the 1200 × 900 frame Storybook's runner gives each story (a smaller page scales
 * the frame down, and the screenshots with it), and the same time zone, locale and motion on every machine.
 */
const storyPage: BrowserContextOptions = {
  viewport: { width: 1200, height: 900 },
  deviceScaleFactor: 1,
  timezoneId: 'UTC',
  locale: 'en-US',
  reducedMotion: 'reduce',
  // Copy buttons write to the clipboard, as in a browser where the user allowed it (headless Chromium refuses
  // otherwise, and the refusal surfaced as an unhandled rejection in a later story).
  permissions: ['clipboard-read', 'clipboard-write'],
};

export default mergeConfig(
  sourceConditions,
  defineConfig({
    test: {
      // Every project's cap on a test, not a timing assertion: while the other steps load both cores, a story's play
      // can take longer than 15 s and a unit test of six OpenID sign-ins longer than vitest's default 5 s.
      testTimeout: 30_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            ...nodeTests,
            include: ['packages/*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
            exclude: ['**/*.browser.test.*', '**/node_modules/**', CONTRACT_TEST],
          },
        },
        {
          extends: true,
          test: {
            // The contract table (the mocks and the server answer alike), run by the PostgreSQL step
            // (scripts/test-server-postgres.mjs) only: a fresh database for each of its groups is a file copy on
            // PostgreSQL and a PGlite start in the unit project (13 s of the file against 48 s). Every route's own
            // tests still run on PGlite in the unit project.
            name: 'contract',
            ...nodeTests,
            include: [CONTRACT_TEST],
          },
        },
        {
          extends: true,
          plugins: [react()],
          // Found late, these made Vite reload a running test file on a cold cache.
          optimizeDeps: {
            include: [
              'react-dom/client',
              '@visx/scale',
              '@visx/shape',
              '@visx/axis',
              '@visx/group',
              // The mocks read an uploaded PDF with pdf-lib (api-client documents/read-pdf-pages.ts).
              'pdf-lib',
            ],
          },
          test: {
            name: 'unit-browser',
            maxWorkers: 2,
            include: ['packages/*/src/**/*.browser.test.{ts,tsx}'],
            browser: browser(),
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook', storybookScript: 'npm run storybook -- --ci' })],
          // The mocks read an uploaded PDF with pdf-lib (api-client documents/read-pdf-pages.ts); found late, it made
          // Vite reload the running story file on a cold cache.
          optimizeDeps: { include: ['pdf-lib'] },
          test: {
            name: 'storybook',
            isolate: false,
            // After each story's play and axe: its light and dark screenshots.
            setupFiles: ['./.storybook/screenshots.ts'],
            browser: {
              ...browser(storyPage),
              viewport: storyPage.viewport ?? undefined,
              // toMatchScreenshot writes new baselines (with -u) and failure images (.vitest-attachments).
              api: { allowWrite: true },
              commands: { keepBaseline },
              // Up to 150 stray pixels pass: Chromium anti-aliases a native select's text differently between paints
              // (73 pixels seen); a real change moves thousands.
              expect: {
                toMatchScreenshot: {
                  // A cap, not a timing assertion: on a loaded machine one capture of a full page has taken seconds,
                  // and vitest's 5 s cut off a page whose first capture differed from the baseline by a late paint.
                  timeout: 15_000,
                  resolveScreenshotPath: baselinePath,
                  comparatorName: 'pixelmatch',
                  comparatorOptions: { allowedMismatchedPixels: 150 },
                },
              },
            },
          },
        },
      ],
    },
  }),
);
