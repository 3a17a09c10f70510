import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { DEFAULT_PAGE_SIZE, PagedTableFooter } from '@console/ui';

interface ExampleProps {
  total: number;
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  busy?: boolean;
}

/** A list of `total` rows paged as the server does: the footer's state kept here, as the console keeps it. */
function PagedList({ total, onPageChange, onPageSizeChange, busy }: ExampleProps) {
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const pageRowCount = Math.max(0, Math.min(pageSize, total - pageIndex * pageSize));
  return (
    <PagedTableFooter
      pageIndex={pageIndex}
      pageSize={pageSize}
      pageRowCount={pageRowCount}
      total={total}
      noun="authentications"
      busy={busy}
      onPageChange={(next) => {
        setPageIndex(next);
        onPageChange(next);
      }}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPageIndex(0);
        onPageSizeChange(size);
      }}
    />
  );
}

const meta = {
  title: 'UI/PagedTableFooter',
  component: PagedList,
  args: { total: 1234, onPageChange: fn(), onPageSizeChange: fn() },
  decorators: [(Story) => <div style={{ paddingTop: 240 }}>{Story()}</div>],
} satisfies Meta<typeof PagedList>;

export default meta;
type Story = StoryObj<typeof meta>;

const count = () => screen.getByText(/ of [\d,]+ authentications$/);

/** The first page: "25 of 1,234 authentications", Previous unavailable. */
export const FirstPage: Story = {
  play: async ({ canvas }) => {
    await expect(count()).toHaveTextContent('25 of 1,234 authentications');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled();
    await expect(canvas.getByRole('combobox', { name: 'Rows per page' })).toHaveTextContent('25');
  },
};

/** Next and Previous walk one page at a time; the count follows. */
export const NextAndPrevious: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(count()).toHaveTextContent('50 of 1,234 authentications'));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(count()).toHaveTextContent('25 of 1,234 authentications'));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(0);
  },
};

/** 10, 25, 50 or 100 rows per page; a new size starts again at the first page. */
export const PageSize: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Rows per page' }));
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['10', '25', '50', '100']);
    await userEvent.click(screen.getByRole('option', { name: '100' }));
    await waitFor(() => expect(count()).toHaveTextContent('100 of 1,234 authentications'));
    await expect(args.onPageSizeChange).toHaveBeenLastCalledWith(100);
  },
};

/** The last page counts every row, and Next is unavailable. */
export const LastPage: Story = {
  args: { total: 30 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(count()).toHaveTextContent('30 of 30 authentications'));
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** No rows: "0 of 0", neither way to go. */
export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvas }) => {
    await expect(count()).toHaveTextContent('0 of 0 authentications');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** While the next page loads, Previous and Next wait. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};
