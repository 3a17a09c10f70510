import { GJSON_MAX_NESTING, GJSON_MAX_PATH_LENGTH } from '../../customer-lookup/forms';
import { compilePattern } from './match';
import type { Query } from './query';
import { parseQuery } from './query';

/** The modifiers this module runs (see gjson.ts for what each does). */
export const SUPPORTED_MODIFIERS = [
  'this',
  'reverse',
  'flatten',
  'keys',
  'values',
  'join',
  'ugly',
  'valid',
] as const;
export type Modifier = (typeof SUPPORTED_MODIFIERS)[number];
/** GJSON's other built-in modifiers: refused, so a path never silently means something else. */
const UNSUPPORTED_MODIFIERS = new Set(['pretty', 'tostr', 'fromstr', 'group', 'dig']);

/** One step of a GJSON path, with the separator before it (`.` or `|`). */
export type Component =
  | {
      sep: Separator;
      kind: 'key';
      literal: string;
      /** The literal is an array index (digits only). */
      index: boolean;
      wild: ((key: string) => boolean) | undefined;
    }
  | { sep: Separator; kind: 'count' }
  | { sep: Separator; kind: 'query'; query: Query; all: boolean }
  | { sep: Separator; kind: 'modifier'; name: Modifier };
export type Separator = '.' | '|' | '';

/** A path this module cannot run; the message is shown to the admin. */
export class GjsonPathError extends Error {}

/** Index of the bracket closing the `(` or `[` at `open`, skipping quoted strings and nested brackets. */
function closingBracket(path: string, open: number): number {
  let depth = 0;
  for (let index = open; index < path.length; index += 1) {
    const char = path.charAt(index);
    if (char === '\\') index += 1;
    else if (char === '"') {
      for (index += 1; index < path.length && path.charAt(index) !== '"'; index += 1) {
        if (path.charAt(index) === '\\') index += 1;
      }
    } else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  throw new GjsonPathError(`the query at ${path.slice(open - 1, open + 15)} is not closed`);
}

function keyOrModifier(sep: Separator, pattern: string, literal: string, wild: boolean): Component {
  if (pattern.startsWith('[') || pattern.startsWith('{'))
    throw new GjsonPathError('multipaths ([...] and {...}) are not supported');
  if (pattern.startsWith('@')) {
    const [name = '', argument] = pattern.slice(1).split(':', 2);
    const supported = (SUPPORTED_MODIFIERS as readonly string[]).includes(name);
    if ((supported || UNSUPPORTED_MODIFIERS.has(name)) && argument !== undefined)
      throw new GjsonPathError(`modifier arguments (@${name}:...) are not supported`);
    if (UNSUPPORTED_MODIFIERS.has(name)) throw new GjsonPathError(`the @${name} modifier is not supported`);
    if (supported) return { sep, kind: 'modifier', name: name as Modifier };
    // Not a modifier's name: a key that begins with @, as in GJSON (JSON-LD's "@id").
  }
  const index = /^\d+$/.test(literal);
  return { sep, kind: 'key', literal, index, wild: wild ? compilePattern(pattern) : undefined };
}

/**
 * Splits a path into components. `\` escapes the next character (so `fav\.movie` is one key);
 * `*` and `?` unescaped make a key a wildcard pattern. `depth` counts the queries this path is
 * nested in. Throws GjsonPathError for a malformed, too long, too deep or unsupported path.
 */
export function parsePath(path: string, depth = 0): Component[] {
  if (path.length > GJSON_MAX_PATH_LENGTH)
    throw new GjsonPathError(`a path is at most ${GJSON_MAX_PATH_LENGTH} characters`);
  if (depth > GJSON_MAX_NESTING)
    throw new GjsonPathError(`queries nest at most ${GJSON_MAX_NESTING} levels deep`);
  if (path.startsWith('..')) throw new GjsonPathError('JSON Lines paths (..) are not supported');
  const components: Component[] = [];
  let index = 0;
  let sep: Separator = '';
  while (index <= path.length) {
    if (path.charAt(index) === '!' && sep !== '.')
      throw new GjsonPathError('JSON literals (!...) are not supported');
    if (path.startsWith('#(', index) || path.startsWith('#[', index)) {
      const close = closingBracket(path, index + 1);
      const all = path.charAt(close + 1) === '#';
      components.push({
        sep,
        kind: 'query',
        query: parseQuery(path.slice(index + 2, close), depth + 1),
        all,
      });
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
      if (pattern === '#') components.push({ sep, kind: 'count' });
      else components.push(keyOrModifier(sep, pattern, literal, wild));
    }
    if (index >= path.length) break;
    const next = path.charAt(index);
    if (next !== '.' && next !== '|') throw new GjsonPathError(`unexpected ${next} after a query`);
    sep = next;
    index += 1;
  }
  return components;
}
