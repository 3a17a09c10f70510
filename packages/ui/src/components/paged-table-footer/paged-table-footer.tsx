import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cx } from '../../../styled-system/css';
import { pagedTableFooter } from '../../../styled-system/recipes';
import * as Pagination from '../pagination/pagination';
import * as Select from '../select/select';
import { PAGE_SIZES, pageCountText } from './page-count';

const pageSizes = Select.createListCollection({
  items: PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) })),
});

const translations = { rootLabel: 'Pages', prevTriggerLabel: 'Previous page', nextTriggerLabel: 'Next page' };

export interface PagedTableFooterProps {
  /** 0-based. */
  pageIndex: number;
  pageSize: number;
  /** Rows on this page. */
  pageRowCount: number;
  /** Every row matching the filters (x-count). */
  total: number;
  /** "authentications", "payments", "endpoints" (spec apps.md §6). */
  noun: string;
  /** Previous or Next: the console fetches that page (with its cursor). */
  onPageChange: (pageIndex: number) => void;
  /** A new page size: the console goes back to the first page. */
  onPageSizeChange: (pageSize: number) => void;
  /** While a page loads: Previous and Next wait. */
  busy?: boolean;
  className?: string;
}

/**
 * The footer of a server-paged list (spec apps.md §0): "{n} of {total} {noun}", rows per page (10, 25, 50, 100)
 * and Previous/Next. Pages are walked one at a time, as cursors allow; the count is announced politely.
 */
export function PagedTableFooter({
  pageIndex,
  pageSize,
  pageRowCount,
  total,
  noun,
  onPageChange,
  onPageSizeChange,
  busy = false,
  className,
}: PagedTableFooterProps) {
  const classes = pagedTableFooter();
  return (
    <div className={cx(classes.root, className)}>
      <p className={classes.count} aria-live="polite">
        {pageCountText(pageIndex, pageSize, pageRowCount, total, noun)}
      </p>
      <div className={classes.controls}>
        <Select.Root
          size="sm"
          collection={pageSizes}
          value={[String(pageSize)]}
          onValueChange={({ value: [size] }) => size && onPageSizeChange(Number(size))}
          positioning={{ sameWidth: true, placement: 'top-start' }}
        >
          <Select.Label>Rows per page</Select.Label>
          <Select.ValueTrigger />
          <Select.Options />
        </Select.Root>
        <Pagination.Root
          count={Math.max(total, 1)}
          pageSize={pageSize}
          page={pageIndex + 1}
          onPageChange={({ page }) => onPageChange(page - 1)}
          translations={translations}
          aria-busy={busy || undefined}
        >
          <Pagination.PrevTrigger disabled={busy || pageIndex === 0 || undefined}>
            <ChevronLeft aria-hidden />
            Previous
          </Pagination.PrevTrigger>
          <Pagination.NextTrigger disabled={busy || (pageIndex + 1) * pageSize >= total || undefined}>
            Next
            <ChevronRight aria-hidden />
          </Pagination.NextTrigger>
        </Pagination.Root>
      </div>
    </div>
  );
}
