import { copyFile, cp } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { exportEntries } from '../../scripts/lib/export-entries';

/**
 * ESM for every subpath of package.json's `exports`: the root, the Panda preset and one entry per component folder
 * (`@console/ui/timer-button` → dist/components/timer-button.js), so an embedder loads what it imports; code two
 * entries share lands in shared chunks, once. Dependencies and peers stay external (tsup's default); the generated
 * styled-system runtime is bundled. Declarations come from tsc (see the build script): bundling them per entry
 * took more than 5 GB of memory. The CSS is Panda's job, fonts.css is copied.
 */
export default defineConfig({
  entry: exportEntries('.'),
  format: ['esm'],
  target: 'es2022',
  // Panda's generated runtime is .mjs, imported as folders (`styled-system/css`).
  esbuildOptions: (options) => {
    options.resolveExtensions = ['.tsx', '.ts', '.mjs', '.js', '.json'];
  },
  clean: true,
  treeshake: true,
  onSuccess: async () => {
    await copyFile('src/fonts.css', 'dist/fonts.css');
    // The declarations of src import the styled-system's; they land beside dist/types as in the sources.
    await cp('styled-system', 'dist/styled-system', {
      recursive: true,
      filter: (source) => !/\.(mjs|css|json)$/.test(source),
    });
  },
});
