import { defineConfig } from 'tsup';
import { exportEntries } from '../../scripts/lib/export-entries';

/**
 * ESM for every subpath of package.json's `exports` (the client, and the MSW mocks as their own entry so no
 * production bundle that imports the client carries them): a new subpath is added there alone. zod, TanStack Query
 * and msw are peers and stay external. The declarations come from tsgo (tsconfig.build.json, dist/types), as the ui's
 * do: a declaration file per source file in a few seconds, where tsup's bundled ones took TypeScript 6 half a minute.
 */
export default defineConfig({
  entry: exportEntries('.'),
  format: ['esm'],
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
  clean: true,
  treeshake: true,
});
