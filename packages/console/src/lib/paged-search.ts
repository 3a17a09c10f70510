import * as z from 'zod/mini';

/**
 * The address of a list paged by the server's cursor (apps.md §0), as every app list keeps it: the page size and the
 * page cursors live in `?…`, defaults left out (25 rows, page 1), and a malformed value is dropped rather than
 * refused, so an old link still opens the list.
 *
 * - `limit`: 10, 50 or 100; `cursors`: the `x-last-key` of each page before this one (Previous pops, Next pushes:
 *   components/cursor-paged-footer.tsx); a new search or filter clears them.
 */
export const pagedSearchFields = {
  limit: z.catch(z.optional(z.literal([10, 50, 100])), undefined),
  cursors: z.catch(z.optional(z.array(z.string().check(z.minLength(1)))), undefined),
};

/** A list's search text in the address, as sent: 1 to 100 characters, else left out. */
export const searchTextField = z.catch(
  z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  undefined,
);

/** The address of a list with nothing but its pages (the catalog, a document's history). */
const pagedSearchSchema = z.object(pagedSearchFields);
export type PagedSearch = z.infer<typeof pagedSearchSchema>;

/** The values left empty (undefined, an empty list) taken out, so the address shows only what was chosen. */
function withoutEmpty<T extends object>(search: T): T {
  return Object.fromEntries(
    Object.entries(search).filter(
      ([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0),
    ),
  ) as T;
}

/** A list route's validateSearch: its schema (whose `catch`es drop the malformed), then the empty values left out. */
export function listSearchValidator<T extends object>(
  schema: z.ZodMiniType<T>,
): (input: Record<string, unknown>) => T {
  return (input) => withoutEmpty(schema.parse(input));
}

/** The validateSearch of a list with nothing but its pages. */
export const validatePagedSearch = listSearchValidator(pagedSearchSchema);

/** The page the address asks for, as a list call's query: its size (25 by default) and the last cursor. */
export function pageQuery(search: PagedSearch): { limit: 10 | 25 | 50 | 100; lastKey?: string } {
  const limit = search.limit ?? 25;
  const lastKey = search.cursors?.at(-1);
  return lastKey ? { limit, lastKey } : { limit };
}
