import { defineConfig } from '@pandacss/dev';
import uiPreset from './packages/ui/src/preset';

/**
 * Storybook's stylesheet: one Panda run over every source a story can render (ui, console, stories), with the
 * ui preset, so the class names match those the packages generate.
 */
export default defineConfig({
  preflight: true,
  presets: ['@pandacss/preset-base', uiPreset],
  include: [
    './packages/ui/src/**/*.{ts,tsx}',
    './packages/console/src/**/*.{ts,tsx}',
    './stories/**/*.{ts,tsx}',
  ],
  exclude: ['**/*.test.*'],
  jsxFramework: 'react',
  outdir: 'styled-system',
});
