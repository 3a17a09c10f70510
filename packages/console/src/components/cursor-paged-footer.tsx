import { PagedTableFooter } from '@console/ui';

/** What of a list's address the footer reads and writes: the page cursors and the page size (25 when absent). */
export interface CursorPagedSearch {
  cursors?: string[] | undefined;
  limit?: 10 | 50 | 100 | undefined;
}

export interface CursorPagedFooterProps<S extends CursorPagedSearch> {
  search: S;
  page: { items: readonly unknown[]; count: number; lastKey: string | null };
  noun: string;
  busy: boolean;
  className?: string;
  onSearchChange: (search: S) => void;
}

/**
 * The footer of every list paged by the server's cursor (apps.md §0): the address keeps the `x-last-key` of each page
 * before this one, so Next pushes the page's lastKey, Previous pops back to the page asked for, and a new page size
 * starts again at page 1. Nothing when the list is empty.
 */
export function CursorPagedFooter<S extends CursorPagedSearch>({
  search,
  page,
  noun,
  busy,
  className,
  onSearchChange,
}: CursorPagedFooterProps<S>) {
  if (page.count === 0) return null;
  const cursors = search.cursors ?? [];
  const pageIndex = cursors.length;
  const { cursors: _, ...rest } = search;
  return (
    <PagedTableFooter
      className={className}
      pageIndex={pageIndex}
      pageSize={search.limit ?? 25}
      pageRowCount={page.items.length}
      total={page.count}
      noun={noun}
      busy={busy}
      onPageChange={(next) => {
        if (next > pageIndex) {
          if (page.lastKey) onSearchChange({ ...rest, cursors: [...cursors, page.lastKey] } as S);
        } else {
          const kept = cursors.slice(0, next);
          onSearchChange((kept.length > 0 ? { ...rest, cursors: kept } : rest) as S);
        }
      }}
      onPageSizeChange={(size) => {
        const { limit: __, ...first } = rest;
        onSearchChange((size === 25 ? first : { ...first, limit: size as 10 | 50 | 100 }) as S);
      }}
    />
  );
}
