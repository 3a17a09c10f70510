import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { chromiumLaunchOptions, sourceConditions } from './vite.shared.ts';

const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: chromiumLaunchOptions }),
  instances: [{ browser: 'chromium' as const }],
  viewport: { width: 1280, height: 800 },
});

export default mergeConfig(
  sourceConditions,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['packages/*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
            exclude: ['**/*.browser.test.*', '**/node_modules/**'],
          },
        },
        {
          extends: true,
          plugins: [react()],
          // Found late, these made Vite reload a running test file on a cold cache.
          optimizeDeps: {
            include: ['react-dom/client', '@visx/scale', '@visx/shape', '@visx/axis', '@visx/group'],
          },
          test: {
            name: 'unit-browser',
            include: ['packages/*/src/**/*.browser.test.{ts,tsx}'],
            browser: browser(),
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook', storybookScript: 'npm run storybook -- --ci' })],
          // A cap, not a timing assertion: a play that waits on the network and React can take longer than the
          // default 15 s while the visual lane loads both cores.
          test: { name: 'storybook', browser: browser(), testTimeout: 30_000 },
        },
      ],
    },
  }),
);
