import type { SelectQueryBuilder } from 'kysely';
import { sql } from 'kysely';
import { parseSessionCursor, sessionCursor } from '@console/api-client/rules';

/**
 * One page of an app's own list (apps.md §0), newest first by (created_at, id) after the shared `{createdAt}|{id}`
 * cursor (rules/session-search.ts, the mocks' paging too): the rows, `count` for x-count and the next page's cursor
 * (null on the last page). A cursor the rule did not give is 400. `rows` selects the filtered rows, `count` counts
 * them (`count` column).
 */
export async function newestFirstPage<
  DB,
  TB extends keyof DB,
  Row extends { id: string; created_at: Date },
  Item extends { id: string; createdAt: string },
>(
  rows: SelectQueryBuilder<DB, TB, Row>,
  count: SelectQueryBuilder<DB, TB, { count: string | number | bigint }>,
  { limit, lastKey }: { limit: number; lastKey?: string | undefined },
  toItem: (row: Row) => Item,
): Promise<{ items: Item[]; count: number; lastKey: string | null }> {
  const cursor = lastKey ? parseSessionCursor(lastKey) : undefined;
  const after = cursor
    ? rows.where(
        sql<boolean>`(created_at, id collate "C") < (${new Date(cursor.createdAt)}, ${cursor.id} collate "C")`,
      )
    : rows;
  const [page, total] = await Promise.all([
    after
      .orderBy(sql`created_at`, 'desc')
      .orderBy(sql`id collate "C"`, 'desc')
      .limit(limit + 1)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  const items = page.slice(0, limit).map(toItem);
  const last = items.at(-1);
  return {
    items,
    count: Number(total.count),
    lastKey: page.length > limit && last ? sessionCursor(last) : null,
  };
}
