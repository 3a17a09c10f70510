import { ChevronLeft, ChevronRight } from 'lucide-react';
import { dataTable } from '../../../styled-system/recipes';
import * as Pagination from '../pagination/pagination';

export interface DataTablePaginationProps {
  /** 0-based, as TanStack counts. */
  pageIndex: number;
  pageSize: number;
  rowCount: number;
  onPageIndexChange: (pageIndex: number) => void;
}

const count = new Intl.NumberFormat('en-US');
const translations = {
  rootLabel: 'Pages',
  prevTriggerLabel: 'Previous page',
  nextTriggerLabel: 'Next page',
  itemLabel: ({ page, totalPages }: { page: number; totalPages: number }) => `Page ${page} of ${totalPages}`,
};

/** "1–10 of 57" and the Pagination's page buttons (previous, pages with ellipses, next). */
export function DataTablePagination({
  pageIndex,
  pageSize,
  rowCount,
  onPageIndexChange,
}: DataTablePaginationProps) {
  const classes = dataTable();
  const first = pageIndex * pageSize + 1;
  const last = Math.min(rowCount, first + pageSize - 1);
  return (
    <div className={classes.footer}>
      <p className={classes.range}>
        {count.format(first)}–{count.format(last)} of {count.format(rowCount)}
      </p>
      <Pagination.Root
        count={rowCount}
        pageSize={pageSize}
        page={pageIndex + 1}
        siblingCount={1}
        onPageChange={({ page }) => onPageIndexChange(page - 1)}
        translations={translations}
      >
        <Pagination.PrevTrigger>
          <ChevronLeft aria-hidden />
        </Pagination.PrevTrigger>
        <Pagination.Context>
          {(pagination) =>
            pagination.pages.map((page, index) =>
              page.type === 'page' ? (
                <Pagination.Item key={page.value} {...page}>
                  {page.value}
                </Pagination.Item>
              ) : (
                <Pagination.Ellipsis key={`ellipsis-${index}`} index={index}>
                  …
                </Pagination.Ellipsis>
              ),
            )
          }
        </Pagination.Context>
        <Pagination.NextTrigger>
          <ChevronRight aria-hidden />
        </Pagination.NextTrigger>
      </Pagination.Root>
    </div>
  );
}
