import type { Meta, StoryObj } from '@storybook/react-vite';
import { Activity, Bug, LogOut, Mail, RadioTower, UserCog } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SettingsMenu, type SettingsMenuItem } from '@console/ui';
import { holdsFocus, receivesFocus } from '../support/focus';
import { noScreenshot } from '../support/screenshot';

const openAccountSettings = fn();
const contactSales = fn();
const reportIssue = fn();
const openWatchTower = fn();
const signOut = fn();

const ADMIN_ITEMS: SettingsMenuItem[] = [
  { value: 'account-settings', label: 'Account Settings', icon: <UserCog />, onSelect: openAccountSettings },
  { value: 'contact-sales', label: 'Contact sales', icon: <Mail />, onSelect: contactSales },
  { value: 'report-issue', label: 'Report an issue', icon: <Bug />, onSelect: reportIssue },
  {
    value: 'system-status',
    label: 'System status',
    icon: <Activity />,
    externalHref: 'https://status.example.com/',
  },
  { value: 'sign-out', label: 'Sign out', icon: <LogOut />, onSelect: signOut, separated: true },
];

const WATCH_TOWER: SettingsMenuItem = {
  value: 'watch-tower',
  label: 'Watch Tower',
  icon: <RadioTower />,
  onSelect: openWatchTower,
};

const ROOT_ITEMS = [...ADMIN_ITEMS.slice(0, 4), WATCH_TOWER, ...ADMIN_ITEMS.slice(4)];

const meta = {
  title: 'UI/SettingsMenu',
  component: SettingsMenu,
  args: { items: ADMIN_ITEMS },
  beforeEach: () => {
    for (const callback of [openAccountSettings, contactSales, reportIssue, openWatchTower, signOut]) {
      callback.mockClear();
    }
  },
  decorators: [
    (Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', width: 320 }}>{Story()}</div>,
  ],
} satisfies Meta<typeof SettingsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const openMenu = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
  const menu = await screen.findByRole('menu');
  // Ark focuses the menu once it is open; before that a click on an entry can land on a menu still opening.
  await receivesFocus(menu);
  return menu;
};

/** An admin: every entry but Watch Tower; System status is an external link opening a new tab. */
export const Admin: Story = {
  play: async () => {
    const menu = await openMenu();
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Account Settings',
      'Contact sales',
      'Report an issue',
      'System status (opens in a new tab)',
      'Sign out',
    ]);
    const status = within(menu).getByRole('menuitem', { name: /System status/ });
    await expect(status).toHaveAttribute('href', 'https://status.example.com/');
    await expect(status).toHaveAttribute('target', '_blank');
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * A root user: Watch Tower too. Typing its first letter moves to it and Enter calls its callback. (Clicks on entries
 * are proven with real pointer input in settings-menu.browser.test.tsx.)
 */
export const RootUser: Story = {
  args: { items: ROOT_ITEMS },
  play: async () => {
    const menu = await openMenu();
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(6);
    await userEvent.keyboard('w');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Watch Tower' })).toHaveAttribute('data-highlighted'),
    );
    await userEvent.keyboard('{Enter}');
    await expect(openWatchTower).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** Keyboard: Enter opens on the first entry, the arrows move, Enter calls the entry's callback, focus returns. */
export const Keyboard: Story = {
  play: async () => {
    const trigger = screen.getByRole('button', { name: 'Settings' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveAttribute('data-highlighted'));
    await holdsFocus(menu);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(items[1]).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(items[3]).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await waitFor(() => expect(items[1]).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(contactSales).toHaveBeenCalledTimes(1));
    await expect(signOut).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await receivesFocus(trigger);
  },
};

/** Open from the start, as a root user sees it (for the screenshots). */
export const OpenAsRootUser: Story = {
  args: { items: ROOT_ITEMS, defaultOpen: true },
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(6);
  },
};

/** Escape closes without calling anything. */
export const EscapeCloses: Story = {
  ...noScreenshot('ends closed, as the default'),
  play: async () => {
    await openMenu();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(contactSales).not.toHaveBeenCalled();
  },
};
