import { defineConfig } from '@pandacss/dev';
import uiPreset from './src/preset';

export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  jsxFramework: 'react',
  presets: ['@pandacss/preset-base', uiPreset],
  hash: false,
});
