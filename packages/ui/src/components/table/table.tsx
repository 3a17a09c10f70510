import { ark } from '@ark-ui/react/factory';
import { table } from '../../../styled-system/recipes';
import { createStyleContext } from '../../lib/create-style-context';

const { withProvider, withContext } = createStyleContext(table);

/** A plain table: `<Table.Root>` with Caption, Head, Body, Foot, Rows of Headers and Cells. For sorting and paging, DataTable. */
export const Root = withProvider(ark.table, 'root');
export const Caption = withContext(ark.caption, 'caption');
export const Head = withContext(ark.thead, 'head');
export const Body = withContext(ark.tbody, 'body');
export const Foot = withContext(ark.tfoot, 'foot');
export const Row = withContext(ark.tr, 'row');
export const Header = withContext(ark.th, 'header');
export const Cell = withContext(ark.td, 'cell');
