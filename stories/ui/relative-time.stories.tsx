import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RelativeTime } from '@console/ui';
import { MOCK_NOW } from '@console/api-client/mocks';

const DAY = 24 * 60 * 60 * 1000;
const daysBefore = (days: number) => new Date(MOCK_NOW.getTime() - days * DAY);

const meta = {
  title: 'UI/RelativeTime',
  component: RelativeTime,
  args: { now: MOCK_NOW, date: daysBefore(3), timeZone: 'UTC' },
} satisfies Meta<typeof RelativeTime>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Within 30 days: relative, with the date in the title. */
export const Relative: Story = {
  play: async ({ canvas }) => {
    const time = await canvas.findByText('3 days ago');
    await expect(time).toHaveAttribute('title', 'Nov 18, 2026');
    await expect(time).toHaveAttribute('datetime', '2026-11-18T10:00:00.000Z');
  },
};

/** Minutes ago. */
export const Recent: Story = {
  args: { date: new Date(MOCK_NOW.getTime() - 5 * 60 * 1000) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('5 minutes ago')).toBeVisible();
  },
};

/** Exactly 30 days: still relative (RELATIVE_DATE_LIMIT_DAYS). */
export const AtTheLimit: Story = {
  args: { date: daysBefore(30) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('30 days ago')).toBeVisible();
  },
};

/** Past 30 days: the absolute date, and no title repeating it. */
export const Absolute: Story = {
  args: { date: daysBefore(40) },
  play: async ({ canvas }) => {
    const time = await canvas.findByText('Oct 12, 2026');
    await expect(time).not.toHaveAttribute('title');
  },
};

/** Without `now`, the current time (the stories' fixed clock) is the reference. */
export const DefaultsToNow: Story = {
  args: { now: undefined, date: daysBefore(1) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1 day ago')).toBeVisible();
  },
};
