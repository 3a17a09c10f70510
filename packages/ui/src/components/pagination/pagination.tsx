import { Pagination } from '@ark-ui/react/pagination';
import { pagination } from '../../../styled-system/recipes';
import { createStyleContext } from '../../lib/create-style-context';

const { withProvider, withContext } = createStyleContext(pagination);

/**
 * Page controls: `<Pagination.Root count pageSize page onPageChange>` with PrevTrigger, the Items and Ellipses of
 * `Pagination.Context`'s `pages`, and NextTrigger.
 */
export const Root = withProvider(Pagination.Root, 'root');
export const PrevTrigger = withContext(Pagination.PrevTrigger, 'prevTrigger');
export const NextTrigger = withContext(Pagination.NextTrigger, 'nextTrigger');
export const Item = withContext(Pagination.Item, 'item');
export const Ellipsis = withContext(Pagination.Ellipsis, 'ellipsis');
export { PaginationContext as Context } from '@ark-ui/react/pagination';
