import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ExpiryBadge } from '@console/ui';
import { MOCK_NOW } from '@console/api-client/mocks';

// Noon UTC, so the day is the same in every time zone within ±11 hours.
const meta = {
  title: 'UI/ExpiryBadge',
  component: ExpiryBadge,
  args: { now: MOCK_NOW, expiresAt: new Date('2026-11-28T12:00:00Z') },
} satisfies Meta<typeof ExpiryBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pending invitation: "Expires Nov 28, 2026", neutral. */
export const Pending: Story = {
  play: async ({ canvas }) => {
    const text = await canvas.findByText('Expires Nov 28, 2026');
    await expect(text).toHaveAttribute('datetime', '2026-11-28T12:00:00.000Z');
    await expect(text.parentElement).not.toHaveAttribute('data-expired');
  },
};

/** An expired invitation: "Expired Nov 14, 2026", in red (spec 000 §2, §4). */
export const Expired: Story = {
  args: { expiresAt: new Date('2026-11-14T12:00:00Z') },
  play: async ({ canvas }) => {
    const text = await canvas.findByText('Expired Nov 14, 2026');
    await expect(text.parentElement).toHaveAttribute('data-expired');
  },
};

/** Without `now`, the current time (the stories' fixed clock) decides. */
export const DefaultsToNow: Story = {
  args: { now: undefined, expiresAt: new Date(MOCK_NOW.getTime() - 1) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Expired Nov 21, 2026')).toBeVisible();
  },
};
