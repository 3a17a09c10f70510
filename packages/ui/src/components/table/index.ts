export * as Table from './table';
