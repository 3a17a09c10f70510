import { defineConfig } from '@pandacss/dev';
import { pandaBase } from '../ui/panda.base.config';

/** The console's stylesheet covers its own sources and the ui package's, so the app ships one CSS file. */
export default defineConfig({
  ...pandaBase,
  preflight: true,
  include: ['./src/**/*.{ts,tsx}', '../ui/src/**/*.{ts,tsx}'],
  outdir: 'styled-system',
});
