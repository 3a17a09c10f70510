import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const sizes = new Map();

/** Gzip size (level 9, as Vite reports it) of a built file, by its URL path under the dist folder. */
export function gzipSize(distDir, urlPath) {
  const file = join(distDir, urlPath);
  let size = sizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    sizes.set(file, size);
  }
  return size;
}

/** Kilobytes as Vite prints them (1 kB = 1000 bytes), one decimal. */
export const kB = (bytes) => Math.round(bytes / 100) / 10;
