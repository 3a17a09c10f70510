import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const NPX = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/**
 * The console's real production build (packages/console/vite.config.ts, after the same codegen as its `build`
 * script), written to bench/.tmp/console so a dist another tool is using is left alone.
 */
export async function buildConsole() {
  const root = resolve('packages/console');
  const outDir = resolve('bench/.tmp/console');
  execFileSync(NPX, ['panda', 'codegen', '--silent'], { cwd: root, stdio: 'inherit' });
  execFileSync(NPX, ['tsr', 'generate'], { cwd: root, stdio: 'ignore' });
  // A child process, like the package's own build script: Panda's PostCSS plugin installs process-wide handlers.
  execFileSync(NPX, ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  return outDir;
}

/**
 * The framework floor: bench/floor (React, TanStack Router and Query, one empty route) copied to bench/.tmp/floor and
 * built in production mode; it resolves the repo's node_modules, so the versions are the console's.
 */
export async function buildFloor() {
  const root = resolve('bench/.tmp/floor');
  rmSync(root, { recursive: true, force: true });
  cpSync(resolve('bench/floor'), root, { recursive: true });
  const outDir = resolve(root, 'dist');
  await build({
    root,
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    css: { postcss: { plugins: [] } }, // no CSS: do not load the repo's Panda PostCSS config
    build: { outDir, emptyOutDir: true, sourcemap: true },
  });
  return outDir;
}
