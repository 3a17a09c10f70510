import { defineConfig, mergeConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { sourceConditions } from '../../vite.shared.ts';

// The router plugin must come before react() (TOOLCHAIN.md).
export default defineConfig(({ mode }) =>
  mergeConfig(sourceConditions, {
    plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
    define: { 'import.meta.env.VITE_USE_MOCKS': JSON.stringify(mode === 'mock') },
    server: { port: 3000, proxy: mode === 'mock' ? undefined : { '/api': 'http://localhost:3001' } },
    build: { outDir: 'dist', sourcemap: true },
  }),
);
