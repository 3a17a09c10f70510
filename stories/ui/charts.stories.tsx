import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOVING_AVERAGE_DAYS, SmallMultiples, TimeSeriesChart } from '@console/ui';
import { css } from '../../styled-system/css';
import { APPS, paidAccountsSeries, tasksByApp, tasksSeries } from './chart-data';

const tasks = tasksSeries(7);
const paidAccounts = paidAccountsSeries(11);
const appSeries = tasksByApp();
const us = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });
const lastCount = (series: { count: number }[]) => series.at(-1)?.count ?? 0;

const meta = {
  title: 'UI/Charts',
  component: TimeSeriesChart,
  args: { title: 'Tasks Completed', series: tasks },
} satisfies Meta<typeof TimeSeriesChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Watch Tower dashboard: daily tasks over two years with the 14-day moving average; the headline sums them. */
export const TasksCompleted: Story = {
  args: { movingAverage: MOVING_AVERAGE_DAYS },
  play: async ({ canvas }) => {
    const total = tasks.reduce((sum, point) => sum + point.count, 0);
    await expect(canvas.getByText(us(total))).toBeVisible();
    await expect(canvas.getByText('total')).toBeVisible();
    const plot = await canvas.findByRole('img', { name: /^Tasks Completed, daily from/ });
    await expect(plot).toHaveAccessibleName(
      `Tasks Completed, daily from Friday, November 22, 2024 to Saturday, November 21, 2026, with a 14-day average line: ${us(total)} in total.`,
    );
    // Short month and day on the x axis (drawn once the chart has measured its container).
    await waitFor(() => expect(canvas.getAllByText('Jan 1')).toHaveLength(2)); // 2025 and 2026
    await expect(canvas.getByText('14-day average')).toBeInTheDocument();
  },
};

/** Watch Tower dashboard: paid accounts are cumulative, so the headline is the last day's value, not a sum. */
export const PaidAccounts: Story = {
  args: { title: 'Paid Accounts', series: paidAccounts, mode: 'cumulative' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(us(lastCount(paidAccounts)))).toBeVisible();
    await expect(canvas.getByText('as of Nov 21')).toBeVisible();
    await canvas.findByRole('img', { name: /as of the last day\.$/ });
  },
};

/** No statistics yet: the headline is 0 and the plot says so; there is no axis, legend or day to focus. */
export const Empty: Story = {
  args: { series: [], movingAverage: MOVING_AVERAGE_DAYS },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data to show.')).toBeVisible();
    await expect(canvas.getByText('total').parentElement).toHaveTextContent(/^0total$/);
    await expect(canvas.queryByRole('slider')).toBeNull();
    // No axis either: without days there is no range to draw.
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByText('14-day average')).toBeNull();
  },
};

/**
 * Keyboard: the plot is a slider over the days. Focus shows the latest day; arrows move a day, Page Up/Down a
 * week, Home/End to the ends, Escape hides the tooltip.
 */
export const Tooltip: Story = {
  args: { movingAverage: MOVING_AVERAGE_DAYS },
  play: async ({ canvas }) => {
    const slider = await canvas.findByRole('slider', { name: 'Tasks Completed by day' });
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    const tooltip = () => canvas.getByRole('tooltip');
    await expect(tooltip()).toHaveTextContent('Saturday, November 21, 2026');

    await userEvent.keyboard('{ArrowLeft}');
    await expect(tooltip()).toHaveTextContent('Friday, November 20, 2026');
    await expect(tooltip()).toHaveTextContent(`Tasks Completed${us(tasks.at(-2)?.count ?? 0)}`);

    await userEvent.keyboard('{Home}');
    await expect(tooltip()).toHaveTextContent('Friday, November 22, 2024');
    await expect(tooltip()).not.toHaveTextContent('14-day average'); // no full window yet
    await userEvent.keyboard('{PageUp}{PageUp}');
    await expect(tooltip()).toHaveTextContent('Friday, December 6, 2024');
    await expect(tooltip()).toHaveTextContent('14-day average');

    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await userEvent.keyboard('{End}');
    await userEvent.keyboard('{ArrowRight}'); // stays on the last day
    await expect(tooltip()).toHaveTextContent('Saturday, November 21, 2026');
    await expect(tooltip()).toHaveTextContent(`Tasks Completed${us(lastCount(tasks))}`);
    await expect(slider).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^Saturday, November 21, 2026: /),
    );
  },
};

/** Hovering a day shows its tooltip; leaving the plot hides it. */
export const Hover: Story = {
  args: { title: 'Paid Accounts', series: paidAccounts, mode: 'cumulative' },
  play: async ({ canvas }) => {
    const slider = await canvas.findByRole('slider');
    const box = slider.getBoundingClientRect();
    const move = (type: string, x: number) =>
      slider.dispatchEvent(
        new PointerEvent(type, { bubbles: true, clientX: x, clientY: box.top + box.height / 2 }),
      );
    // Pointer moves render at continuous priority, a task later: wait for them.
    move('pointermove', box.left + 1);
    await waitFor(() => expect(canvas.getByRole('tooltip')).toHaveTextContent('Friday, November 22, 2024'));
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(
      `Paid Accounts${us(paidAccounts[0]?.count ?? 0)}`,
    );
    move('pointermove', box.right - 1);
    await waitFor(() => expect(canvas.getByRole('tooltip')).toHaveTextContent('Saturday, November 21, 2026'));
    slider.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, relatedTarget: document.body }));
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
  },
};

/** The values as a table, for screen readers and for reading exact numbers. */
export const DataTable: Story = {
  args: { series: tasks.slice(-30), movingAverage: MOVING_AVERAGE_DAYS },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Data table'));
    const table = within(canvas.getByRole('region', { name: 'Tasks Completed data' })).getByRole('table');
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(31);
    await expect(rows[30]).toHaveTextContent(`Saturday, November 21, 2026${us(lastCount(tasks))}`);
    await expect(within(table).getByRole('columnheader', { name: '14-day average' })).toBeInTheDocument();
  },
};

/** In a narrow container (a phone, a side panel) the chart fits its width and shows fewer dates. */
export const Narrow: Story = {
  args: { movingAverage: MOVING_AVERAGE_DAYS },
  decorators: [
    (Story) => (
      <div className={css({ width: '320px' })} data-testid="narrow">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('img', { name: /^Tasks Completed/ });
    const available = canvas.getByTestId('narrow').getBoundingClientRect().width;
    await waitFor(() => expect(plot.getBoundingClientRect().width).toBeLessThanOrEqual(available));
    await expect(plot.getBoundingClientRect().width).toBeGreaterThan(200);
    await expect(plot.querySelectorAll('text').length).toBeLessThan(12);
  },
};

/** "View apps": one chart per app in a responsive grid, on one shared scale, in each app's colour. */
export const AppCharts: StoryObj<typeof SmallMultiples> = {
  render: () => (
    <SmallMultiples
      apps={APPS}
      seriesByApp={appSeries}
      movingAverage={MOVING_AVERAGE_DAYS}
      aria-label="Tasks by app"
    />
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Tasks by app' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    const charts = await Promise.all(
      APPS.map((app) => canvas.findByRole('img', { name: new RegExp(`^${app.title}, daily`) })),
    );
    // One shared y scale: every chart's y axis reads the same, so bar heights compare across apps.
    const yLabels = (chart: HTMLElement) =>
      [...chart.querySelectorAll('.visx-axis-left text')].map((label) => label.textContent).join(' ');
    await waitFor(() => expect(yLabels(charts[0] as HTMLElement)).not.toBe(''));
    for (const chart of charts) await expect(yLabels(chart)).toBe(yLabels(charts[0] as HTMLElement));
  },
};
