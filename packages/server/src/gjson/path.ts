/** One step of a GJSON path, with the separator before it (`.` or `|`). */
export type Component =
  | { sep: Separator; kind: 'key'; pattern: string; literal: string; wild: boolean }
  | { sep: Separator; kind: 'count' }
  | { sep: Separator; kind: 'query'; query: string; all: boolean }
  | { sep: Separator; kind: 'modifier'; name: string };
export type Separator = '.' | '|' | '';

export class GjsonPathError extends Error {}

/** Index of the `)` closing the `(` at `open`, skipping quoted strings and nested brackets. */
function closingParen(path: string, open: number): number {
  let depth = 0;
  for (let index = open; index < path.length; index += 1) {
    const char = path.charAt(index);
    if (char === '\\') index += 1;
    else if (char === '"') {
      for (index += 1; index < path.length && path.charAt(index) !== '"'; index += 1) {
        if (path.charAt(index) === '\\') index += 1;
      }
    } else if (char === '(') depth += 1;
    else if (char === ')') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  throw new GjsonPathError('unclosed query');
}

/**
 * Splits a path into components. `\` escapes the next character (so `fav\.movie` is one key);
 * `*` and `?` unescaped make a key a wildcard pattern.
 */
export function parsePath(path: string): Component[] {
  const components: Component[] = [];
  let index = 0;
  let sep: Separator = '';
  while (index <= path.length) {
    if (path.startsWith('#(', index)) {
      const close = closingParen(path, index + 1);
      const all = path.charAt(close + 1) === '#';
      components.push({ sep, kind: 'query', query: path.slice(index + 2, close), all });
      index = close + (all ? 2 : 1);
    } else {
      let pattern = '';
      let literal = '';
      let wild = false;
      while (index < path.length && path.charAt(index) !== '.' && path.charAt(index) !== '|') {
        const char = path.charAt(index);
        if (char === '\\' && index + 1 < path.length) {
          pattern += char + path.charAt(index + 1);
          literal += path.charAt(index + 1);
          index += 2;
          continue;
        }
        if (char === '*' || char === '?') wild = true;
        pattern += char;
        literal += char;
        index += 1;
      }
      if (literal === '#' && pattern === '#') components.push({ sep, kind: 'count' });
      else if (pattern.startsWith('@')) components.push({ sep, kind: 'modifier', name: pattern.slice(1) });
      else components.push({ sep, kind: 'key', pattern, literal, wild });
    }
    if (index >= path.length) break;
    const next = path.charAt(index);
    if (next !== '.' && next !== '|') throw new GjsonPathError(`unexpected ${next}`);
    sep = next;
    index += 1;
  }
  return components;
}

/** GJSON's wildcard match: `*` any run, `?` one character, `\` escapes. */
export function matchPattern(pattern: string, text: string): boolean {
  const go = (p: number, t: number): boolean => {
    if (p === pattern.length) return t === text.length;
    const char = pattern.charAt(p);
    if (char === '*') {
      for (let skip = t; skip <= text.length; skip += 1) if (go(p + 1, skip)) return true;
      return false;
    }
    if (t === text.length) return false;
    if (char === '?') return go(p + 1, t + 1);
    if (char === '\\' && p + 1 < pattern.length)
      return pattern.charAt(p + 1) === text.charAt(t) && go(p + 2, t + 1);
    return char === text.charAt(t) && go(p + 1, t + 1);
  };
  return go(0, 0);
}
