import { z } from 'zod';
import type { ApiClient, RequestSpec } from './create-client';
import { callLabel, readJson } from './create-client';
import { parseResponse } from './response-error';

/**
 * The apps' lists page like the audit log (apps.md §0): the body is the page's rows, `x-count` the total that
 * matches the filters and `x-last-key` the next page's cursor (absent on the last page).
 */
export const PAGE_COUNT_HEADER = 'x-count';
export const PAGE_LAST_KEY_HEADER = 'x-last-key';

/** One page as the client returns it: `items`, `count` from x-count, `lastKey` from x-last-key (null at the end). */
export function pageSchema<S extends z.ZodType>(item: S) {
  return z.object({
    items: z.array(item),
    count: z.number().int().nonnegative(),
    lastKey: z.string().nullable(),
  });
}

/** Sends a list call and reads its page from the body and the two headers. */
export async function readPage<S extends z.ZodType>(
  client: ApiClient,
  item: S,
  spec: RequestSpec,
): Promise<{ items: z.output<S>[]; count: number; lastKey: string | null }> {
  const response = await client.request(spec);
  const items = await readJson(response, spec);
  const count = response.headers.get(PAGE_COUNT_HEADER);
  return parseResponse<z.ZodType<{ items: z.output<S>[]; count: number; lastKey: string | null }>>(
    pageSchema(item),
    {
      items,
      count: count === null ? undefined : Number(count),
      lastKey: response.headers.get(PAGE_LAST_KEY_HEADER) || null,
    },
    callLabel(spec),
  );
}

/**
 * A GET query as the schemas read it, from a URL's search parameters: `name[]` keys (arrays, spec 000 §7) collect
 * every value under `name`; any other key keeps its last value. The mocks and the server read queries with it.
 */
export function readQueryParams(params: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of params) {
    if (key.endsWith('[]')) {
      const name = key.slice(0, -2);
      const previous = query[name];
      query[name] = Array.isArray(previous) ? [...previous, value] : [value];
    } else {
      query[key] = value;
    }
  }
  return query;
}

/**
 * Lets a query schema read a lone value as an array: readQueryParams turns `status[]=a` into `status: ['a']`, and
 * this makes `status=a` the same.
 */
export function arrayParams(...names: string[]) {
  return (input: unknown): unknown => {
    if (typeof input !== 'object' || input === null) return input;
    return Object.fromEntries(
      Object.entries(input).map(([key, value]) => [
        key,
        names.includes(key) && value !== undefined && !Array.isArray(value) ? [value] : value,
      ]),
    );
  };
}
