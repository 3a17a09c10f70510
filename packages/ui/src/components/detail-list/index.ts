export { DetailList, type DetailItem, type DetailListProps } from './detail-list';
