import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

type ExportTarget = string | { '@console/source'?: string; default?: string };

/** `./dist/components/*.js` → `components/*`: the entry name tsup writes to that file. */
const entryName = (target: string) => target.replace(/^\.\/dist\//, '').replace(/\.js$/, '');

/**
 * tsup's entries, read from a package's `exports`: each subpath builds its `@console/source` file to where its
 * `default` condition points, so a subpath is added in package.json alone. A `*` subpath builds one entry per
 * folder matching its source pattern (`./src/components/*\/index.ts`: one per component folder with an index).
 */
export function exportEntries(packageDir: string): Record<string, string> {
  const { exports } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    exports: Record<string, ExportTarget>;
  };
  const entries: Record<string, string> = {};
  for (const target of Object.values(exports)) {
    if (typeof target === 'string') continue;
    const source = target['@console/source'];
    const output = target.default;
    if (!source?.endsWith('.ts') || !output?.endsWith('.js')) continue;
    if (!source.includes('*')) {
      entries[entryName(output)] = source;
      continue;
    }
    const [folder = '', rest = ''] = source.split('*');
    for (const name of readdirSync(join(packageDir, folder))) {
      if (existsSync(join(packageDir, folder, name + rest)))
        entries[entryName(output).replace('*', name)] = folder + name + rest;
    }
  }
  return entries;
}
