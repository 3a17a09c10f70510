import type { Component } from './path';
import { matchPattern, parsePath } from './path';
import { matchesQuery } from './query';

/**
 * The subset of GJSON (github.com/tidwall/gjson, SYNTAX.md) the console documents for customer
 * lookup: dot paths, array indexes, `\` escapes, `*` and `?` in keys, `#` (length, or mapping the
 * rest of the path over an array), `#(...)` and `#(...)#` queries with ==, !=, <, <=, >, >=, %
 * and !% (nested allowed), `|` pipes, and the @reverse, @this, @flatten, @keys and @values
 * modifiers. Answers undefined where GJSON answers "non-existent". Multipaths are not supported.
 */
export function gjson(document: unknown, path: string): unknown {
  return evaluate(document, parsePath(path));
}

/** The components up to the next pipe apply to each element; the rest to the collected result. */
function mapOver(elements: unknown[], rest: Component[]): unknown {
  const pipe = rest.findIndex((component) => component.sep === '|');
  const perElement = pipe < 0 ? rest : rest.slice(0, pipe);
  const after = pipe < 0 ? [] : rest.slice(pipe);
  const mapped = elements
    .map((element) => evaluate(element, perElement))
    .filter((value) => value !== undefined);
  return evaluate(mapped, after);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function modifier(value: unknown, name: string): unknown {
  switch (name) {
    case 'this':
      return value;
    case 'reverse':
      if (Array.isArray(value)) return [...(value as unknown[])].reverse();
      return isObject(value) ? Object.fromEntries(Object.entries(value).reverse()) : value;
    case 'flatten':
      return Array.isArray(value)
        ? (value as unknown[]).flatMap((item) => (Array.isArray(item) ? (item as unknown[]) : [item]))
        : value;
    case 'keys':
      return isObject(value) ? Object.keys(value) : undefined;
    case 'values':
      return isObject(value) ? Object.values(value) : undefined;
    default:
      return undefined;
  }
}

function evaluate(value: unknown, components: Component[]): unknown {
  const [component, ...rest] = components;
  if (!component || value === undefined) return value;
  switch (component.kind) {
    case 'modifier':
      return evaluate(modifier(value, component.name), rest);
    case 'count': {
      if (!Array.isArray(value)) return undefined;
      if (rest.length === 0 || rest[0]?.sep === '|') return evaluate(value.length, rest);
      return mapOver(value, rest);
    }
    case 'query': {
      if (!Array.isArray(value)) return undefined;
      if (!component.all)
        return evaluate(
          value.find((element) => matchesQuery(element, component.query)),
          rest,
        );
      const matches = value.filter((element) => matchesQuery(element, component.query));
      return rest.length === 0 ? matches : mapOver(matches, rest);
    }
    case 'key': {
      if (Array.isArray(value)) {
        if (component.wild || !/^\d+$/.test(component.literal)) return undefined;
        return evaluate(value[Number(component.literal)], rest);
      }
      if (!isObject(value)) return undefined;
      if (!component.wild)
        return Object.hasOwn(value, component.literal) ? evaluate(value[component.literal], rest) : undefined;
      const key = Object.keys(value).find((candidate) => matchPattern(component.pattern, candidate));
      return key === undefined ? undefined : evaluate(value[key], rest);
    }
  }
}
