import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The latest modification time under a path (a file, or a folder and everything in it); 0 when it is missing.
 * `pick = Math.min` gives the earliest instead: the oldest file of a build output.
 */
export function newestChange(path, pick = Math.max) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce(
    (time, entry) => pick(time, newestChange(join(path, entry), pick)),
    info.mtimeMs,
  );
}
