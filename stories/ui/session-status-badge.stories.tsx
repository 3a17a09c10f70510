import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SessionStatusBadge } from '@console/ui';
import { OTP_LABELS } from './session-data';

const meta = {
  title: 'UI/SessionStatusBadge',
  component: SessionStatusBadge,
  args: { status: 'success', label: 'Verified' },
} satisfies Meta<typeof SessionStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each status in its colour, named by one-time passcode's labels: green, red, amber, grey. */
export const EveryStatus: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '8px' }}>
      {(['success', 'failure', 'timeout', 'pending'] as const).map((status) => (
        <SessionStatusBadge key={status} status={status} label={OTP_LABELS[status]} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const [status, label] of Object.entries(OTP_LABELS)) {
      await expect(canvas.getByText(label)).toHaveAttribute('data-status', status);
    }
    const color = (label: string) => getComputedStyle(canvas.getByText(label)).color;
    await expect(new Set([color('Verified'), color('Failed'), color('Expired'), color('Pending')]).size).toBe(
      4,
    );
  },
};

/** Another app's words for the same statuses (document signature). */
export const Signature: Story = {
  args: { status: 'timeout', label: 'Expired' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Expired')).toHaveAttribute('data-status', 'timeout');
  },
};
