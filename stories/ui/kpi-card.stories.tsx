import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { KpiCard, percentChange } from '@console/ui';

const meta = {
  title: 'UI/KpiCard',
  component: KpiCard,
  args: {
    label: 'Sessions',
    value: '1,125',
    change: percentChange(1125, 1000),
    comparisonLabel: 'vs previous 30 days',
  },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
} satisfies Meta<typeof KpiCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const tone = (element: HTMLElement) => element.closest('[data-tone]')?.getAttribute('data-tone');

/** More sessions than the previous period: good news, in green, said in words for screen readers. */
export const UpIsGood: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: 'Sessions' });
    await expect(card).toHaveTextContent('1,125');
    const change = canvas.getByText('↑ 12.5%');
    await expect(tone(change)).toBe('good');
    await expect(canvas.getByText('up 12.5%')).toBeInTheDocument();
    await expect(canvas.getByText('vs previous 30 days')).toBeVisible();
  },
};

/** Fewer failures: down is good news for failures and timeouts (`goodWhen="down"`). */
export const DownIsGood: Story = {
  args: { label: 'Failures', value: '48', change: percentChange(48, 60), goodWhen: 'down' },
  play: async ({ canvas }) => {
    await expect(tone(canvas.getByText('↓ 20.0%'))).toBe('good');
  },
};

/** The success rate fell: bad news, in red. */
export const DownIsBad: Story = {
  args: { label: 'Success rate', value: '91.2%', change: percentChange(91.2, 94.5) },
  play: async ({ canvas }) => {
    await expect(tone(canvas.getByText('↓ 3.5%'))).toBe('bad');
  },
};

/** No sessions in the previous period: nothing to compare with, a dash. */
export const NoPrevious: Story = {
  args: { label: 'Timeouts', value: '3', change: percentChange(3, 0), goodWhen: 'down' },
  play: async ({ canvas }) => {
    await expect(tone(canvas.getByText('—'))).toBe('neutral');
    await expect(canvas.getByText('no earlier value to compare with')).toBeInTheDocument();
  },
};

/** The same as before: no arrow, no colour. */
export const NoChange: Story = {
  args: { value: '1,000', change: percentChange(1000, 1000) },
  play: async ({ canvas }) => {
    await expect(tone(canvas.getByText('0.0%'))).toBe('neutral');
  },
};

/** While the summary loads: skeletons in place of the figures. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: 'Sessions' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(card).not.toHaveTextContent('1,125');
  },
};

/** The dashboard's row of four, as the console lays them out. */
export const DashboardRow: Story = {
  decorators: [(Story) => <div style={{ width: 'auto' }}>{Story()}</div>],
  render: () => (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: '16px', width: 960 }}
    >
      <KpiCard
        label="Sessions"
        value="1,125"
        change={percentChange(1125, 1000)}
        comparisonLabel="vs previous 30 days"
      />
      <KpiCard
        label="Success rate"
        value="93.4%"
        change={percentChange(93.4, 92.1)}
        comparisonLabel="vs previous 30 days"
      />
      <KpiCard
        label="Failures"
        value="48"
        change={percentChange(48, 60)}
        goodWhen="down"
        comparisonLabel="vs previous 30 days"
      />
      <KpiCard
        label="Timeouts"
        value="26"
        change={percentChange(26, 20)}
        goodWhen="down"
        comparisonLabel="vs previous 30 days"
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(4);
    await expect(tone(canvas.getByText('↑ 30.0%'))).toBe('bad');
  },
};
