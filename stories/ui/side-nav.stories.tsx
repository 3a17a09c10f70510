import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SideNav } from '@console/ui';
import { SETTINGS_NAV } from './shell-fixtures';
import { noScreenshot } from '../support/screenshot';

const meta = {
  title: 'UI/SideNav',
  component: SideNav.Root,
  args: { 'aria-label': 'Settings' },
  render: (args) => (
    <SideNav.Root {...args}>
      {SETTINGS_NAV.map((entry) => (
        <SideNav.Link key={entry.href} href={`#${entry.href}`} current={entry.href === '/settings/branding'}>
          {entry.label}
        </SideNav.Link>
      ))}
    </SideNav.Root>
  ),
} satisfies Meta<typeof SideNav.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The settings side menu: the nine entries of spec 001 §2, Branding current. */
export const SettingsNineEntries: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Settings' });
    const links = canvas.getAllByRole('link');
    await expect(nav).toBeVisible();
    await expect(links.map((link) => link.textContent)).toEqual([
      'Branding',
      'Domain',
      'Admin Management',
      'SMS Configuration',
      'Customer Lookup',
      'Single Sign-On',
      'Logging',
      'Audit log',
      'Developers',
    ]);
    await expect(canvas.getByRole('link', { name: 'Branding' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('link', { current: 'page' })).toHaveLength(1);
  },
};

/** Keyboard: Tab walks the entries in order. */
export const Keyboard: Story = {
  ...noScreenshot('ends as the default, the focus moved'),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Branding' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Domain' })).toHaveFocus();
  },
};
