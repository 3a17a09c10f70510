import { defineConfig, mergeConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter, type CodeSplittingOptions } from '@tanstack/router-plugin/vite';
import { sourceConditions } from '../../vite.shared.ts';

/**
 * What TanStack Router splits out of each route file. Its default leaves the loader and pendingComponent in the entry
 * chunk, so every page's query options, zod schemas and skeleton (the audit log's with the DataTable) loaded before
 * sign-in. Here each loader is a small chunk of its own (query options, no components), fetched in parallel with the
 * page's component chunk, and on hover with `defaultPreload: 'intent'`.
 */
const codeSplittingOptions = {
  defaultBehavior: [
    ['loader'],
    ['component'],
    ['pendingComponent'],
    ['errorComponent'],
    ['notFoundComponent'],
  ],
} satisfies CodeSplittingOptions;

// The router plugin must come before react() (TOOLCHAIN.md).
export default defineConfig(({ mode }) =>
  mergeConfig(sourceConditions, {
    plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true, codeSplittingOptions }), react()],
    define: { 'import.meta.env.VITE_USE_MOCKS': JSON.stringify(mode === 'mock') },
    server: { port: 3000, proxy: mode === 'mock' ? undefined : { '/api': 'http://localhost:3001' } },
    build: { outDir: 'dist', sourcemap: true },
  }),
);
