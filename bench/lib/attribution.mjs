import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSize, kB } from './gzip-size.mjs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = Object.fromEntries([...BASE64].map((char, index) => [char, index]));

/**
 * What a route's JS is made of: each fetched file's gzip size shared out among the packages (or our own source
 * folders) its source map says its characters came from. An estimate (gzip does not compress every part alike),
 * good for naming the cause of a line over budget. Returns the `top` largest parts: [{ part, kB }].
 */
export function jsParts(distDir, files, top = 8) {
  const totals = new Map();
  for (const file of files.filter((name) => name.endsWith('.js'))) {
    const gzip = gzipSize(distDir, file);
    const shares = charShares(join(distDir, file));
    for (const [part, share] of shares) totals.set(part, (totals.get(part) ?? 0) + gzip * share);
  }
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([part, bytes]) => ({ part, kB: kB(bytes) }));
}

/** Share of the file's characters per part, from its source map (all "unmapped" without one). */
function charShares(file) {
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return new Map([['(no source map)', 1]]);
  const code = readFileSync(file, 'utf8').split('\n');
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const chars = new Map();
  const add = (part, count) => chars.set(part, (chars.get(part) ?? 0) + count);
  let source = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const length = code[lineIndex]?.length ?? 0;
    let column = 0;
    const segments = [];
    for (const segment of line ? line.split(',') : []) {
      const fields = decodeVlq(segment);
      column += fields[0];
      if (fields.length >= 4) source += fields[1];
      segments.push({ column, source: fields.length >= 4 ? source : -1 });
    }
    if (segments.length === 0 || segments[0].column > 0) add('(unmapped)', segments[0]?.column ?? length);
    segments.forEach((segment, index) => {
      const end = segments[index + 1]?.column ?? length;
      add(
        segment.source < 0 ? '(unmapped)' : partOf(map.sources[segment.source]),
        Math.max(0, end - segment.column),
      );
    });
  });
  const total = [...chars.values()].reduce((sum, count) => sum + count, 0) || 1;
  return new Map([...chars].map(([part, count]) => [part, count / total]));
}

/** node_modules/<package>, packages/<workspace>/src/<folder>, styled-system, or the path itself. */
function partOf(source = '') {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [first, second] = source.slice(modules + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const workspace = /packages\/([^/]+)\/src\/([^/]+)/.exec(source);
  if (workspace) return `${workspace[1]}/${workspace[2].replace(/\.tsx?$/, '')}`;
  if (source.includes('styled-system/')) return 'styled-system (Panda)';
  return source.replace(/^(\.\.\/)+/, '');
}

function decodeVlq(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT[char];
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}
