import { defineConfig } from 'tsup';
import { exportEntries } from '../../scripts/lib/export-entries';

/**
 * ESM and .d.ts for every subpath of package.json's `exports` (the client, and the MSW mocks as their own entry so
 * no production bundle that imports the client carries them): a new subpath is added there alone. zod, TanStack
 * Query and msw are peers and stay external.
 */
export default defineConfig({
  entry: exportEntries('.'),
  format: ['esm'],
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  treeshake: true,
});
