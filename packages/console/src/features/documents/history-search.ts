import type { DocumentHistoryQuery } from '@console/api-client';
import * as z from 'zod/mini';

/** The address of a document's history (apps.md §3.3): page size and cursors, as the lists keep theirs. */
const historySearchSchema = z.object({
  limit: z.catch(z.optional(z.literal([10, 50, 100])), undefined),
  cursors: z.catch(z.optional(z.array(z.string().check(z.minLength(1)))), undefined),
});

export type HistorySearch = z.infer<typeof historySearchSchema>;

export function validateHistorySearch(input: Record<string, unknown>): HistorySearch {
  const search = historySearchSchema.parse(input);
  return Object.fromEntries(
    Object.entries(search as Record<string, unknown>).filter(
      ([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0),
    ),
  );
}

export function historyQuery(search: HistorySearch): DocumentHistoryQuery {
  const query: DocumentHistoryQuery = { limit: search.limit ?? 25 };
  const lastKey = search.cursors?.at(-1);
  if (lastKey) query.lastKey = lastKey;
  return query;
}
