import { defineConfig } from '@pandacss/dev';
import { pandaBase } from './packages/ui/panda.base.config';

/**
 * Storybook's stylesheet: one Panda run over every source a story can render (ui, console, stories), with the
 * ui's shared settings, so the class names match those the packages generate.
 */
export default defineConfig({
  ...pandaBase,
  preflight: true,
  include: [
    './packages/ui/src/**/*.{ts,tsx}',
    './packages/console/src/**/*.{ts,tsx}',
    './stories/**/*.{ts,tsx}',
  ],
  outdir: 'styled-system',
});
