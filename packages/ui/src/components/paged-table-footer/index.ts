export { PagedTableFooter, type PagedTableFooterProps } from './paged-table-footer';
export { DEFAULT_PAGE_SIZE, PAGE_SIZES, pageCountText } from './page-count';
