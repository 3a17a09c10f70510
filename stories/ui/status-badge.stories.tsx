import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { APP_STATUS_LABELS, StatusBadge, type AppStatus } from '@console/ui';

const meta = {
  title: 'UI/StatusBadge',
  component: StatusBadge,
  argTypes: { status: { control: 'inline-radio', options: Object.keys(APP_STATUS_LABELS) } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const shows =
  (label: string): Story['play'] =>
  async ({ canvas, args }) => {
    const badge = await canvas.findByText(label);
    await expect(badge).toHaveAttribute('data-status', args.status);
  };

/** Spec 000 §4: free-trial → "Free Trial". */
export const FreeTrial: Story = { args: { status: 'free-trial' }, play: shows('Free Trial') };
/** subscription → "Subscription". */
export const Subscription: Story = { args: { status: 'subscription' }, play: shows('Subscription') };
/** enterprise → "Enterprise". */
export const Enterprise: Story = { args: { status: 'enterprise' }, play: shows('Enterprise') };
/** cancelled → "Cancelled". */
export const Cancelled: Story = { args: { status: 'cancelled' }, play: shows('Cancelled') };
/** inactive → "Inactive" (every app's status before billing loads). */
export const Inactive: Story = { args: { status: 'inactive' }, play: shows('Inactive') };

/** All five side by side. */
export const All: Story = {
  args: { status: 'free-trial' },
  render: () => (
    <div style={{ display: 'flex', gap: '8px' }}>
      {(Object.keys(APP_STATUS_LABELS) as AppStatus[]).map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const label of ['Free Trial', 'Subscription', 'Enterprise', 'Cancelled', 'Inactive']) {
      await expect(await canvas.findByText(label)).toBeVisible();
    }
  },
};
