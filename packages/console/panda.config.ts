import { defineConfig } from '@pandacss/dev';
import uiPreset from '../ui/src/preset';

/** The console's stylesheet covers its own sources and the ui package's, so the app ships one CSS file. */
export default defineConfig({
  preflight: true,
  presets: ['@pandacss/preset-base', uiPreset],
  include: ['./src/**/*.{ts,tsx}', '../ui/src/**/*.{ts,tsx}'],
  exclude: ['**/*.test.*'],
  jsxFramework: 'react',
  outdir: 'styled-system',
});
