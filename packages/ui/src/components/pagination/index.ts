export * as Pagination from './pagination';
