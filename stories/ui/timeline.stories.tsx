import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Timeline, eventTypeLabel } from '@console/ui';
import { OTP_EVENTS } from './session-data';

const meta = {
  title: 'UI/Timeline',
  component: Timeline,
  args: { events: OTP_EVENTS, timeZone: 'UTC' },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A session's events, oldest first: "14:02:11 · Webhook delivered · 200" (spec apps.md §2.2, §6). */
export const Events: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[4]).toHaveTextContent('14:02:11·Webhook delivered·200');
    await expect(items[0]).toHaveTextContent(/^14:02:04·Session created$/);
    const time = within(items[4] as HTMLElement).getByText('14:02:11');
    await expect(time).toHaveAttribute('dateTime', '2026-11-21T14:02:11Z');
    await expect(time).toHaveAttribute('title', expect.stringMatching(/^Nov 21, 2026, 2:02:11\sPM$/));
  },
};

/** Times are the viewer's: the same events in New York. */
export const ViewerTimeZone: Story = {
  args: { timeZone: 'America/New_York' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('09:02:11')).toBeVisible();
  },
};

/** Event types said in words, a failed delivery in red and a timeout in amber. */
export const Failures: Story = {
  args: {
    events: [
      { id: 'f1', at: '2026-11-21T09:15:00Z', label: eventTypeLabel('session.created') },
      { id: 'f2', at: '2026-11-21T09:15:01Z', label: eventTypeLabel('sms.sent') },
      { id: 'f3', at: '2026-11-21T09:30:01Z', label: eventTypeLabel('session.timed_out'), tone: 'warning' },
      {
        id: 'f4',
        at: '2026-11-21T09:30:02Z',
        label: eventTypeLabel('webhook.failed'),
        detail: '500',
        tone: 'danger',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Session timed out')).toBeVisible();
    await expect(canvas.getByText('SMS sent')).toBeVisible();
    const failed = canvas.getByText('Webhook failed').closest('li');
    await expect(failed?.querySelector('[data-tone=danger]')).not.toBeNull();
  },
};

/** No events yet. */
export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No events yet.')).toBeVisible();
  },
};

/** While the session loads: placeholder lines. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('Session created')).toBeNull();
  },
};
