import type { Component, Modifier } from './path';
import { parsePath } from './path';
import { matchesQuery } from './query';

/**
 * GJSON paths (github.com/tidwall/gjson, SYNTAX.md) over a parsed JSON document, for customer
 * lookup: dot paths, array indexes, `\` escapes, `*` and `?` in keys, `#` (length, or mapping the
 * rest of the path over an array), `#(...)` and `#(...)#` queries (and the older `#[...]`) with
 * =, ==, !=, <, <=, >, >=, % and !%, the `~true`, `~false`, `~null` and `~*` conversions, nested
 * queries, `|` pipes, and the @this, @reverse, @flatten, @keys, @values, @join, @ugly and @valid
 * modifiers. Query values are coerced to the element's type as GJSON does (`age=="37"` matches
 * 37; null, objects and arrays match no comparison, `!=` included). A key beginning with `@` that
 * is not a modifier's name is a key (`\@` escapes a modifier's name). Answers undefined where GJSON
 * answers "non-existent".
 *
 * Limits (GjsonPathError, answered as a 400): a path is at most GJSON_MAX_PATH_LENGTH (256)
 * characters and queries nest at most GJSON_MAX_NESTING (32) levels. Wildcard matching never
 * backtracks (see match.ts), so a path costs at most the document's size times its own length;
 * GJSON instead gives up on a `%` match past a complexity limit and answers no match.
 *
 * Not supported, refused as a GjsonPathError rather than answered differently: multipaths
 * (`[a,b]`, `{a,b}`), JSON literals (`!true`), JSON Lines (`..`), modifier arguments
 * (`@flatten:{"deep":true}`), and the @pretty, @tostr, @fromstr, @group and @dig modifiers.
 *
 * Known differences that follow from working on the parsed document rather than its text: when a
 * key appears twice, the last one counts (GJSON takes the first); keys that are array indexes
 * ("1", "2") come first in an object's order, as JavaScript orders them (@keys, @values, @reverse,
 * wildcards); integers beyond 2^53 lose precision; objects and arrays are written back as compact
 * JSON (GJSON keeps the original text, whitespace included); a query number in Go's hexadecimal
 * form (0x1p-2) counts as 0.
 */
export function gjson(document: unknown, path: string): unknown {
  return evaluate(document, parsePath(path));
}

/**
 * The components up to the next pipe apply to each element; the rest to the collected result.
 * Components are addressed by index (`from`, `end`), never copied, so mapping stays linear.
 */
function mapOver(elements: unknown[], components: Component[], from: number, end: number): unknown {
  let pipe = from;
  while (pipe < end && components[pipe]?.sep !== '|') pipe += 1;
  const mapped: unknown[] = [];
  for (const element of elements) {
    const value = evaluate(element, components, from, pipe);
    if (value !== undefined) mapped.push(value);
  }
  return evaluate(mapped, components, pipe, end);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** GJSON's built-in modifiers, on parsed values (modKeys, modValues, modJoin... in gjson.go). */
function modifier(value: unknown, name: Modifier): unknown {
  switch (name) {
    case 'this':
    case 'ugly':
    case 'valid':
      return value;
    case 'reverse':
      if (Array.isArray(value)) return [...(value as unknown[])].reverse();
      return isObject(value) ? Object.fromEntries(Object.entries(value).reverse()) : value;
    case 'flatten':
      return Array.isArray(value)
        ? (value as unknown[]).flatMap((item) => (Array.isArray(item) ? (item as unknown[]) : [item]))
        : value;
    case 'keys':
      if (isObject(value)) return Object.keys(value);
      return Array.isArray(value) ? value.map(() => null) : [null];
    case 'values':
      if (isObject(value)) return Object.values(value);
      return Array.isArray(value) ? value : [value];
    case 'join':
      if (!Array.isArray(value)) return value;
      return Object.assign({}, ...(value as unknown[]).filter(isObject)) as Record<string, unknown>;
  }
}

/** Runs components[from, end) over a value (queries call it for their own paths). */
export function evaluate(
  value: unknown,
  components: Component[],
  from = 0,
  end = components.length,
): unknown {
  const component = components[from];
  if (!component || from >= end || value === undefined) return value;
  const next = from + 1;
  switch (component.kind) {
    case 'modifier':
      return evaluate(modifier(value, component.name), components, next, end);
    case 'count': {
      if (!Array.isArray(value)) return undefined;
      if (next === end || components[next]?.sep === '|') return evaluate(value.length, components, next, end);
      return mapOver(value, components, next, end);
    }
    case 'query': {
      if (!Array.isArray(value)) return undefined;
      if (!component.all)
        return evaluate(
          value.find((element) => matchesQuery(element, component.query)),
          components,
          next,
          end,
        );
      const matches = value.filter((element) => matchesQuery(element, component.query));
      return next === end ? matches : mapOver(matches, components, next, end);
    }
    case 'key': {
      if (Array.isArray(value)) {
        if (component.wild || !component.index) return undefined;
        return evaluate(value[Number(component.literal)], components, next, end);
      }
      if (!isObject(value)) return undefined;
      const { wild } = component;
      if (!wild)
        return Object.hasOwn(value, component.literal)
          ? evaluate(value[component.literal], components, next, end)
          : undefined;
      const key = Object.keys(value).find((candidate) => wild(candidate));
      return key === undefined ? undefined : evaluate(value[key], components, next, end);
    }
  }
}
