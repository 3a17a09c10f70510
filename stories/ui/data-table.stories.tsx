import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataTable, SKELETON_ROWS, type DataTableProps } from '@console/ui';
import { accountColumns, makeAccounts, type AccountRow } from './data-table-data';
import { noScreenshot } from '../support/screenshot';

const eight = makeAccounts(8);
const fiftySeven = makeAccounts(57);
const tenThousand = makeAccounts(10_000);

type Props = DataTableProps<AccountRow>;

// DataTable is generic; Storybook's args need one concrete row type.
const AccountTable = (props: Props) => <DataTable<AccountRow> {...props} />;

const meta = {
  title: 'UI/DataTable',
  component: AccountTable,
  args: {
    caption: 'Accounts',
    columns: accountColumns,
    data: eight,
    getRowId: (row) => row.id,
  },
} satisfies Meta<typeof AccountTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The built Storybook may start a play before React's first commit: wait for the table. */
const rendered = (canvas: HTMLElement) => within(canvas).findByRole('table', { name: 'Accounts' });
const bodyRows = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'));
const names = (canvas: HTMLElement) => bodyRows(canvas).map((row) => row.firstElementChild?.textContent);
const firstCell = (canvas: HTMLElement) => within(bodyRows(canvas)[0] as HTMLElement).getAllByRole('cell')[0];

/** Every row, every column, in the order given. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await rendered(canvasElement);
    const table = within(canvasElement).getByRole('table', { name: 'Accounts' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Account name', 'Active Apps', 'Platform', 'Admins']);
    await expect(bodyRows(canvasElement)).toHaveLength(8);
    await expect(within(canvasElement).getByRole('columnheader', { name: 'Active Apps' })).toBeVisible();
  },
};

/** Clicking a header sorts by it: ascending, then descending, then back to the given order. */
export const Sorted: Story = {
  play: async ({ canvasElement }) => {
    await rendered(canvasElement);
    const header = within(canvasElement).getByRole('columnheader', { name: 'Account name' });
    await expect(header).not.toHaveAttribute('aria-sort');
    await expect(firstCell(canvasElement)).toHaveTextContent('Acme Bank 1');

    await userEvent.click(within(header).getByRole('button', { name: 'Account name' }));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(names(canvasElement)).toEqual([
      'Acme Bank 1',
      'Cyberdyne Bank 8',
      'Globex Insurance 4',
      'Hooli Telecom 3',
      'Initech Travel 7',
      'Tyrell Energy 5',
      'Vandelay Retail 6',
      'Wayne Health 2',
    ]);

    await userEvent.click(within(header).getByRole('button', { name: 'Account name' }));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCell(canvasElement)).toHaveTextContent('Wayne Health 2');

    await userEvent.click(within(header).getByRole('button', { name: 'Account name' }));
    await expect(header).not.toHaveAttribute('aria-sort');
    await expect(names(canvasElement)).toEqual(eight.map((account) => account.name));
  },
};

/** Sorted from the start: the numbers column, largest first. */
export const InitiallySorted: Story = {
  args: { initialSorting: [{ id: 'admins', desc: true }] },
  play: async ({ canvasElement }) => {
    await rendered(canvasElement);
    const header = within(canvasElement).getByRole('columnheader', { name: 'Admins' });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const admins = bodyRows(canvasElement).map((row) => Number(row.lastElementChild?.textContent));
    await expect(admins).toEqual([...admins].sort((a, b) => b - a));
  },
};

/**
 * Sorted by the server (a paged list): the header shows the sort it is given and reports each click, flipping
 * between descending and ascending; the rows keep the order they came in.
 */
export const ServerSorted: Story = {
  args: { sorting: { state: [{ id: 'name', desc: true }], onChange: fn() } },
  play: async ({ args, canvasElement }) => {
    await rendered(canvasElement);
    const header = within(canvasElement).getByRole('columnheader', { name: 'Account name' });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(names(canvasElement)).toEqual(eight.map((account) => account.name));
    await userEvent.click(within(header).getByRole('button', { name: 'Account name' }));
    await expect(args.sorting?.onChange).toHaveBeenCalledWith([{ id: 'name', desc: false }]);
  },
};

/** Pages of 10 with Ark Pagination: next page, a page by number, and the range text. */
export const Paginated: Story = {
  args: { data: fiftySeven, pageSize: 10 },
  play: async ({ canvasElement }) => {
    await rendered(canvasElement);
    const canvas = within(canvasElement);
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByText('1–10 of 57')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('11–20 of 57')).toBeVisible();
    await expect(firstCell(canvasElement)).toHaveTextContent(fiftySeven[10]?.name ?? '');
    await expect(canvas.getByRole('button', { name: 'Page 2 of 6' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(canvas.getByRole('button', { name: 'Page 6 of 6' }));
    await expect(canvas.getByText('51–57 of 57')).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(7);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** Loading: 10 skeleton rows in the table's columns, and the table marked busy. */
export const Loading: Story = {
  args: { loading: true, data: [] },
  play: async ({ canvasElement }) => {
    await rendered(canvasElement);
    await expect(SKELETON_ROWS).toBe(10);
    await expect(canvasElement.querySelectorAll('tbody tr[data-skeleton-row]')).toHaveLength(10);
    await expect(within(canvasElement).getByRole('table', { name: 'Accounts' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Nothing to show: "No results." across the whole table. */
export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await rendered(canvasElement);
    await expect(within(canvasElement).getByRole('cell', { name: 'No results.' })).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(1);
  },
};

/** Clickable rows: a click or Enter on a focused row opens it. */
export const RowClick: Story = {
  ...noScreenshot('ends as the default table'),
  args: { onRowClick: fn() },
  play: async ({ args, canvasElement }) => {
    await rendered(canvasElement);
    const [first, second] = bodyRows(canvasElement);
    await userEvent.click(within(second as HTMLElement).getByText(eight[1]?.name ?? ''));
    await expect(args.onRowClick).toHaveBeenCalledWith(eight[1]);

    (first as HTMLElement).focus();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).toHaveBeenLastCalledWith(eight[0]);

    await userEvent.tab();
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).toHaveBeenLastCalledWith(eight[1]);
    await expect(args.onRowClick).toHaveBeenCalledTimes(3);
  },
};

/**
 * A narrow table (a 360px column, as on a phone or in the Webex sidebar): "Active Apps" (`hideBelow: 'md'`) is
 * hidden. The table queries its own width (a container query), so a fixed-width wrapper shows it at any viewport.
 */
export const SmallScreen: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await rendered(canvasElement);
    await expect(within(canvasElement).getByRole('columnheader', { name: 'Account name' })).toBeVisible();
    await expect(within(canvasElement).getByText('Active Apps')).not.toBeVisible();
    const [first] = bodyRows(canvasElement);
    const visibleCells = within(first as HTMLElement)
      .getAllByRole('cell', { hidden: true })
      .filter((cell) => getComputedStyle(cell).display !== 'none');
    await expect(visibleCells).toHaveLength(3);
  },
};

/**
 * 10,000 accounts (Watch Tower's list), virtualised: the scroll area holds every row's height, the DOM only the
 * rows in view. Scrolling to the end shows the last account.
 */
export const TenThousandRowsVirtualised: Story = {
  args: { data: tenThousand, virtualize: true, maxHeight: '480px', onRowClick: fn() },
  play: async ({ canvasElement }) => {
    await rendered(canvasElement);
    const table = within(canvasElement).getByRole('table', { name: 'Accounts' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    const inDom = bodyRows(canvasElement).filter((row) => !row.hasAttribute('aria-hidden'));
    await expect(inDom.length).toBeGreaterThan(5);
    await expect(inDom.length).toBeLessThan(60);

    const scroller = within(canvasElement).getByRole('region', { name: 'Accounts' });
    scroller.scrollTop = scroller.scrollHeight;
    const last = tenThousand.at(-1)?.name ?? '';
    await waitFor(() => expect(within(canvasElement).getByText(last)).toBeVisible());
    await expect(bodyRows(canvasElement).length).toBeLessThan(60);
  },
};
