export { DataTable, type DataTableProps } from './data-table';
export {
  SKELETON_ROWS,
  createDataTableColumnHelper,
  dataTableFeatures,
  type DataTableColumn,
  type DataTableColumnMeta,
  type DataTableFeatures,
} from './features';
