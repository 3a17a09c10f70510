import { evaluate } from './gjson';
import { compilePattern } from './match';
import type { Component } from './path';
import { GjsonPathError, parsePath } from './path';

type Operator = '' | '=' | '!=' | '<' | '<=' | '>' | '>=' | '%' | '!%';

/** A parsed `#(...)` condition: `path op value`, `op value` or a bare path. */
export interface Query {
  /** Empty text: the element itself (only for elements that are not objects or arrays). */
  pathText: string;
  path: Component[];
  op: Operator;
  /** The value as GJSON keeps it: quotes removed and escapes decoded, otherwise as written. */
  value: string;
  like: ((text: string) => boolean) | undefined;
}

/** Where the operator starts (GJSON's parseQuery): the first of ! = < > % outside quotes and brackets. */
function operatorStart(query: string): number {
  let depth = 0;
  for (let index = 0; index < query.length; index += 1) {
    const char = query.charAt(index);
    if (depth === 0 && '!=<>%'.includes(char)) return index;
    if (char === '\\') index += 1;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === '"') {
      for (index += 1; index < query.length && query.charAt(index) !== '"'; index += 1) {
        if (query.charAt(index) === '\\') index += 1;
      }
    }
  }
  return -1;
}

const OPERATORS: Operator[] = ['!=', '!%', '<=', '>=', '<', '>', '=', '%'];

function unquote(value: string): string {
  if (value.length < 2 || !value.startsWith('"') || !value.endsWith('"')) return value;
  try {
    return JSON.parse(value) as string;
  } catch {
    return value.slice(1, -1);
  }
}

/** Parses the text inside `#(` and `)`; `depth` is the query's nesting level. */
export function parseQuery(text: string, depth: number): Query {
  const at = operatorStart(text);
  const pathText = (at < 0 ? text : text.slice(0, at)).trim();
  const path = parsePath(pathText, depth);
  if (at < 0) return { pathText, path, op: '', value: '', like: undefined };
  let rest = text.slice(at).trim();
  if (rest.startsWith('==')) rest = rest.slice(1);
  const op = OPERATORS.find((candidate) => rest.startsWith(candidate));
  if (!op) throw new GjsonPathError(`unknown operator in #(${text.slice(0, 24)})`);
  const value = unquote(rest.slice(op.length).trim());
  const like = op === '%' || op === '!%' ? compilePattern(value) : undefined;
  return { pathText, path, op, value, like };
}

/** Go's strconv.ParseFloat for the forms a query uses; anything else is 0, as GJSON ignores the error. */
function parseFloat64(text: string): number {
  if (/^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/.test(text)) return Number(text);
  if (/^[+-]?inf(?:inity)?$/i.test(text)) return text.startsWith('-') ? -Infinity : Infinity;
  if (/^[+-]?nan$/i.test(text)) return NaN;
  return 0;
}

/** Go's strconv.ParseBool of the lower-cased text, undefined when it is not a boolean. */
function parseBool(text: string): boolean | undefined {
  const lower = text.toLowerCase();
  if (['1', 't', 'true'].includes(lower)) return true;
  if (['0', 'f', 'false'].includes(lower)) return false;
  return undefined;
}

/** UTF-16 code units reordered so strings compare by code point, as Go compares UTF-8 bytes. */
function codePointOrder(unit: number): number {
  if (unit >= 0xd800 && unit <= 0xdfff) return unit + 0x2000;
  return unit >= 0xe000 ? unit - 0x800 : unit;
}

function compareStrings(left: string, right: string): number {
  const length = Math.min(left.length, right.length);
  for (let index = 0; index < length; index += 1) {
    const a = left.charCodeAt(index);
    const b = right.charCodeAt(index);
    if (a !== b) return codePointOrder(a) - codePointOrder(b);
  }
  return left.length - right.length;
}

/** GJSON's `~` conversions: ~true, ~false, ~null, ~*; undefined for any other value. */
function tilde(value: unknown, kind: string): boolean | undefined {
  switch (kind) {
    case '*':
      return value !== undefined;
    case 'null':
      return value === undefined || value === null;
    case 'true':
      if (typeof value === 'string') return parseBool(value) === true;
      return value === true || (typeof value === 'number' && value !== 0);
    case 'false':
      if (typeof value === 'string') return parseBool(value) === false;
      return value === undefined || value === null || value === false || value === 0;
    default:
      return undefined;
  }
}

function compare(sign: number, op: Operator): boolean {
  if (op === '=') return sign === 0;
  if (op === '!=') return sign !== 0;
  if (op === '<') return sign < 0;
  if (op === '<=') return sign <= 0;
  if (op === '>') return sign > 0;
  return sign >= 0;
}

/** GJSON's queryMatches: the comparison depends on the element's type, the value is coerced to it. */
function valueMatches(query: Query, found: unknown): boolean {
  let value = query.value;
  if (value.startsWith('~')) {
    const ish = tilde(found, value.slice(1));
    if (ish === undefined) return false;
    found = ish;
    value = 'true';
  }
  if (found === undefined) return false;
  const { op } = query;
  if (op === '') return true;
  if (typeof found === 'string') {
    if (op === '%') return query.like?.(found) ?? false;
    if (op === '!%') return !(query.like?.(found) ?? false);
    return compare(compareStrings(found, value), op);
  }
  if (typeof found === 'number') {
    if (op === '%' || op === '!%') return false;
    const number = parseFloat64(value);
    if (Number.isNaN(number) || Number.isNaN(found)) return op === '!=';
    return compare(found === number ? 0 : found < number ? -1 : 1, op);
  }
  if (found === true)
    return (
      (op === '=' && value === 'true') ||
      (op === '!=' && value !== 'true') ||
      (op === '>' && value === 'false') ||
      op === '>='
    );
  if (found === false)
    return (
      (op === '=' && value === 'false') ||
      (op === '!=' && value !== 'false') ||
      (op === '<' && value === 'true') ||
      op === '<='
    );
  // null, objects and arrays match no comparison, `!=` included.
  return false;
}

/**
 * One `#(...)` condition against an array element. An object or array element is read at the
 * query's path; any other element is compared itself, and only when the query has no path.
 */
export function matchesQuery(element: unknown, query: Query): boolean {
  if (typeof element === 'object' && element !== null)
    return valueMatches(query, evaluate(element, query.path));
  return query.pathText === '' && valueMatches(query, element);
}
