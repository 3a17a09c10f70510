import { defineConfig } from 'tsup';

/**
 * ESM and .d.ts for the client (dist/index.js) and, as their own entries, the MSW mocks (dist/mocks), the shared
 * rules (dist/rules) and the demo seed (dist/seed), so no production bundle that imports the client carries them.
 * zod, date-fns, TanStack Query and msw stay external (dependencies and peers).
 */
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'mocks/index': 'src/mocks/index.ts',
    'rules/index': 'src/rules/index.ts',
    'seed/index': 'src/seed/index.ts',
  },
  format: ['esm'],
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  treeshake: true,
});
