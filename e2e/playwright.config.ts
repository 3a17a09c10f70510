import { defineConfig } from 'playwright/test';
import { chromiumLaunchOptions } from '../vite.shared.ts';

/**
 * The journeys through the real server and the built console, in Debian's Chromium. Run them with
 * `node --import tsx e2e/run.mjs` (or `npm test -- e2e`), which builds the console, starts the server on a fresh
 * data folder and passes its address and sign-in links in E2E_* variables.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // One worker: the journeys share one server and its data; the machine has two cores.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  outputDir: '../test-results/e2e',
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    viewport: { width: 1280, height: 800 },
    timezoneId: 'Europe/London',
    locale: 'en-US',
    // A trace records every journey to keep a failed one's; CI keeps only the printed output, so it records none
    // there (a tenth of the step's time).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Admin management removes the demo admin the other journeys sign in as: e2e/run.mjs runs it
  // second, whatever the first run's result.
  projects: [
    { name: 'journeys', testIgnore: 'admin-management.spec.ts' },
    { name: 'admin-management', testMatch: 'admin-management.spec.ts' },
  ],
});
