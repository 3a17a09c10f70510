const count = new Intl.NumberFormat('en-US');

/** The list sizes a user can choose (spec apps.md §0), and the default. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

/**
 * "{n} of {total} {noun}" (spec apps.md §0): n counts the rows up to the end of this page, so page 2 of 25 rows
 * reads "50 of 1,234 authentications" and the last page "1,234 of 1,234 authentications".
 */
export function pageCountText(
  pageIndex: number,
  pageSize: number,
  pageRowCount: number,
  total: number,
  noun: string,
): string {
  const shown = Math.min(total, pageIndex * pageSize + pageRowCount);
  return `${count.format(shown)} of ${count.format(total)} ${noun}`;
}
