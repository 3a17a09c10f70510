import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CreditCounter } from '@console/ui';

const meta = {
  title: 'UI/CreditCounter',
  component: CreditCounter,
  args: { credits: 250, freeTier: 1000 },
} satisfies Meta<typeof CreditCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvas: { getByRole: (role: 'progressbar', options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('progressbar', { name: 'Free trial credits' });

/** Well inside the free tier: muted text, accent bar. */
export const Normal: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('250 / 1,000 credits')).toBeVisible();
    const progress = bar(canvas);
    await expect(progress).toHaveAttribute('aria-valuenow', '250');
    await expect(progress).toHaveAttribute('aria-valuemax', '1000');
    await expect(progress).toHaveAttribute('aria-valuetext', '250 / 1,000 credits');
    await expect(canvas.getByText('250 / 1,000 credits').closest('[data-warning]')).toBeNull();
  },
};

/** Just under 80%: still normal. */
export const JustBelowWarning: Story = {
  args: { credits: 799 },
  play: async ({ canvas }) => {
    await expect((await canvas.findByText('799 / 1,000 credits')).closest('[data-warning]')).toBeNull();
  },
};

/** At 80% of the free tier the counter turns red (spec 000 §9). */
export const Warning: Story = {
  args: { credits: 850 },
  play: async ({ canvas }) => {
    await expect((await canvas.findByText('850 / 1,000 credits')).closest('[data-warning]')).not.toBeNull();
    await expect(bar(canvas)).toHaveAttribute('aria-valuenow', '850');
  },
};

/** Past the free tier: the bar is full, the text keeps the real count. */
export const Exhausted: Story = {
  args: { credits: 1240 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1,240 / 1,000 credits')).toBeVisible();
    await expect(bar(canvas)).toHaveAttribute('aria-valuenow', '1000');
    await expect(bar(canvas)).toHaveAttribute('aria-valuetext', '1,240 / 1,000 credits');
  },
};
