import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StackedBarChart, dayTotal } from '@console/ui';
import { OTP_LABELS, sessionsByStatus } from './session-data';

const month = sessionsByStatus(21, 30);
const twoYears = sessionsByStatus(22, 730);
const us = (value: number) => value.toLocaleString('en-US');
const sum = (points: typeof month) => points.reduce((total, point) => total + dayTotal(point), 0);

const meta = {
  title: 'UI/StackedBarChart',
  component: StackedBarChart,
  args: { title: 'Sessions per day', series: month, labels: OTP_LABELS },
} satisfies Meta<typeof StackedBarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dashboard's 30 days of one-time passcodes: bars stacked Verified, Failed, Expired, Pending; the headline sums them. */
export const ThirtyDays: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(us(sum(month)))).toBeVisible();
    const plot = await canvas.findByRole('img', {
      name: /^Sessions per day, daily from Friday, October 23, 2026/,
    });
    await expect(plot.getAttribute('aria-label')).toMatch(
      /Saturday, November 21, 2026: [\d,]+ in total, [\d,]+ Verified, [\d,]+ Failed, [\d,]+ Expired, [\d,]+ Pending\.$/,
    );
    // One path per status, whatever the number of days.
    await expect(plot.querySelectorAll('path[data-status]')).toHaveLength(4);
    for (const label of Object.values(OTP_LABELS)) await expect(canvas.getByText(label)).toBeVisible();
    // Short month and day on the x axis (drawn once the chart has measured its container).
    await waitFor(() => expect(canvas.getAllByText(/^Nov \d+$/).length).toBeGreaterThan(0));
  },
};

/** Two years of days (730 × 4 series): still four paths, axis labels as short month and day. */
export const TwoYears: Story = {
  args: { series: twoYears },
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', {
      name: /^Sessions per day, daily from Friday, November 22, 2024/,
    });
    await expect(plot.querySelectorAll('path[data-status]')).toHaveLength(4);
    await waitFor(() => expect(canvas.getAllByText('Jan 1')).toHaveLength(2));
  },
};

/**
 * Keyboard: the plot is a slider over the days. Focus shows the latest day with each status and the total in
 * Watch Tower's tooltip date format; arrows move a day, Home goes to the first.
 */
export const Tooltip: Story = {
  play: async ({ canvas }) => {
    const slider = await canvas.findByRole('slider', { name: 'Sessions per day by day' });
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    const last = month.at(-1);
    const tooltip = () => canvas.getByRole('tooltip');
    await expect(tooltip()).toHaveTextContent('Saturday, November 21, 2026');
    await expect(tooltip()).toHaveTextContent(`Verified${us(last?.success ?? 0)}`);
    await expect(tooltip()).toHaveTextContent(`Total${us(last ? dayTotal(last) : 0)}`);
    await expect(slider).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^Saturday, November 21, 2026: /),
    );

    await userEvent.keyboard('{ArrowLeft}');
    await expect(tooltip()).toHaveTextContent('Friday, November 20, 2026');
    await userEvent.keyboard('{Home}');
    await expect(tooltip()).toHaveTextContent('Friday, October 23, 2026');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).toBeNull();
  },
};

/** The values as a table, behind the "Data table" disclosure: a column per status and the total. */
export const DataTable: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Data table'));
    const table = within(await canvas.findByRole('region', { name: 'Sessions per day data' })).getByRole(
      'table',
    );
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Date', 'Verified', 'Failed', 'Expired', 'Pending', 'Total']);
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
  },
};

/** No sessions in the range: the plot says so, with no axis or day to focus. */
export const Empty: Story = {
  args: { series: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data to show.')).toBeVisible();
    await expect(canvas.queryByRole('slider')).toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** While the summary loads: a placeholder of the plot's size, and the figure busy. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByText('No data to show.')).toBeNull();
  },
};
