import { copyFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

/**
 * ESM and .d.ts for the components (dist/index.js) and the Panda preset (dist/preset.js). Dependencies and
 * peers stay external (tsup's default); the generated styled-system runtime is bundled. The CSS is Panda's job
 * (see the build script), fonts.css is copied as is.
 */
export default defineConfig({
  entry: { index: 'src/index.ts', preset: 'src/preset/index.ts' },
  format: ['esm'],
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  // The preset's define* helpers are identity functions; a project running the preset has @pandacss/dev.
  external: ['@pandacss/dev'],
  // Panda's generated runtime is .mjs, imported as folders (`styled-system/css`).
  esbuildOptions: (options) => {
    options.resolveExtensions = ['.tsx', '.ts', '.mjs', '.js', '.json'];
  },
  clean: true,
  treeshake: true,
  onSuccess: () => copyFile('src/fonts.css', 'dist/fonts.css'),
});
