import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { NotificationBell } from '@console/ui';
import { checklist } from './shell-fixtures';
import { receivesFocus } from '../support/focus';

const meta = {
  title: 'UI/NotificationBell',
  component: NotificationBell,
  args: { items: checklist(false, false) },
  // Room for the popover, which opens below the bell towards the left.
  decorators: [
    (Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', width: 360 }}>{Story()}</div>,
  ],
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both setup items incomplete: badge 2; the popover lists both as not done. */
export const TwoIncomplete: Story = {
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications, 2 incomplete' });
    await expect(bell).toHaveTextContent('2');
    await userEvent.click(bell);
    const popover = await screen.findByRole('dialog', { name: 'Setup checklist' });
    const items = within(popover).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Logo and colour set, not done',
      'Branded domain set and verified, not done',
    ]);
  },
};

/** One done, one not: badge 1, the done item marked. */
export const OneIncomplete: Story = {
  args: { items: checklist(true, false) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 1 incomplete' }));
    const popover = await screen.findByRole('dialog', { name: 'Setup checklist' });
    await expect(within(popover).getByText('Logo and colour set').closest('li')).toHaveAttribute('data-done');
    await expect(
      within(popover).getByText('Branded domain set and verified').closest('li'),
    ).not.toHaveAttribute('data-done');
  },
};

/** All done: no badge, the name has no count; the checklist shows both items done. */
export const NoneIncomplete: Story = {
  args: { items: checklist(true, true) },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications' });
    await expect(bell).toHaveTextContent('');
    await userEvent.click(bell);
    const popover = await screen.findByRole('dialog', { name: 'Setup checklist' });
    await expect(
      within(popover)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Logo and colour set, done', 'Branded domain set and verified, done']);
  },
};

/** Open from the start, as it looks: two not-done marks (for the screenshots). */
export const OpenChecklist: Story = {
  args: { items: checklist(true, false), defaultOpen: true },
  play: async () => {
    const popover = await screen.findByRole('dialog', { name: 'Setup checklist' });
    await expect(within(popover).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Keyboard: Enter opens, Escape closes and focus returns to the bell. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications, 2 incomplete' });
    bell.focus();
    await userEvent.keyboard('{Enter}');
    const popover = await screen.findByRole('dialog', { name: 'Setup checklist' });
    // Ark moves focus into the popover once it is open; Escape is heard from then on.
    await receivesFocus(popover);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await receivesFocus(bell);
  },
};
