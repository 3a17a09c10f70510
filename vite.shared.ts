import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

/**
 * Workspace packages export a `@console/source` condition pointing at their TypeScript sources, so the console, Storybook
 * and the tests use the packages without building them first. Published builds never see this condition.
 */
export const sourceConditions: UserConfig = {
  resolve: { conditions: ['@console/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@console/source', ...defaultServerConditions] } },
};

/** Debian's Chromium, launched as TOOLCHAIN.md says for root on a closed network. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--font-render-hinting=none',
  ],
};
