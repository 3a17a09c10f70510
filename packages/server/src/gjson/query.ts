import { gjson } from './gjson';
import { matchPattern } from './path';

const OPERATORS = ['==', '!=', '<=', '>=', '!%', '<', '>', '=', '%'] as const;
type Operator = (typeof OPERATORS)[number];

/** Where the operator starts: outside quotes and nested brackets. */
function findOperator(query: string): { at: number; operator: Operator } | undefined {
  let depth = 0;
  for (let index = 0; index < query.length; index += 1) {
    const char = query.charAt(index);
    if (char === '\\') index += 1;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === '"') {
      for (index += 1; index < query.length && query.charAt(index) !== '"'; index += 1) {
        if (query.charAt(index) === '\\') index += 1;
      }
    } else if (depth === 0) {
      const operator = OPERATORS.find((candidate) => query.startsWith(candidate, index));
      if (operator) return { at: index, operator };
    }
  }
  return undefined;
}

function literal(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function compare(left: unknown, operator: Operator, right: unknown): boolean {
  if (operator === '%' || operator === '!%') {
    if (typeof left !== 'string' || typeof right !== 'string') return false;
    return matchPattern(right, left) === (operator === '%');
  }
  if (operator === '==' || operator === '=') return left === right;
  if (operator === '!=') return left !== right;
  const comparable =
    (typeof left === 'number' && typeof right === 'number') ||
    (typeof left === 'string' && typeof right === 'string');
  if (!comparable) return false;
  const [a, b] = [left, right] as [number, number];
  if (operator === '<') return a < b;
  if (operator === '<=') return a <= b;
  if (operator === '>') return a > b;
  return a >= b;
}

/**
 * One `#(...)` condition against an array element: `path op value`, `op value` (the element
 * itself), or a bare path (true when it exists, as in nested queries).
 */
export function matchesQuery(element: unknown, query: string): boolean {
  const found = findOperator(query);
  if (!found) {
    const path = query.trim();
    return path === '' ? true : gjson(element, path) !== undefined;
  }
  const path = query.slice(0, found.at).trim();
  const left = path === '' ? element : gjson(element, path);
  if (left === undefined) return false;
  return compare(left, found.operator, literal(query.slice(found.at + found.operator.length).trim()));
}
