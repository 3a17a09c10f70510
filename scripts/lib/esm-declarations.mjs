#!/usr/bin/env node
/**
 * `node esm-declarations.mjs <folder>…`: makes emitted declarations resolve under TypeScript's node16 / nodenext
 * resolution, as an ESM package's must. tsc keeps specifiers as written, and ours and Panda's are extensionless
 * (`'./timer-button'`, `'../../styled-system/recipes'`): each relative specifier of every .d.ts below the folders gets
 * the file it names, `./timer-button.js` or `../../styled-system/recipes/index.js` (TypeScript maps .js to .d.ts).
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const RELATIVE = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g;

function withFile(directory, specifier) {
  if (/\.(m?js|d\.ts)$/.test(specifier)) return specifier;
  const target = join(directory, specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(target, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  throw new Error(`${specifier} (from ${directory}) names no declaration file`);
}

for (const folder of process.argv.slice(2)) {
  for (const file of readdirSync(folder, { recursive: true })) {
    if (!file.endsWith('.d.ts')) continue;
    const path = join(folder, file);
    const text = readFileSync(path, 'utf8');
    const rewritten = text.replace(
      RELATIVE,
      (_, keyword, quote, specifier) => `${keyword}${quote}${withFile(dirname(path), specifier)}${quote}`,
    );
    if (rewritten !== text) writeFileSync(path, rewritten);
  }
}
