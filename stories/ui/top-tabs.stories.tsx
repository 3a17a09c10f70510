import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TopTabs } from '@console/ui';
import { noScreenshot } from '../support/screenshot';

const meta = {
  title: 'UI/TopTabs',
  component: TopTabs.Root,
  parameters: { layout: 'fullscreen' },
  args: { 'aria-label': 'Passkeys' },
} satisfies Meta<typeof TopTabs.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin in Passkeys (spec 000 §2): Dashboard, the activity tab, Enrollments and Configuration; Activity is current. */
export const Admin: Story = {
  render: (args) => (
    <TopTabs.Root {...args}>
      <TopTabs.Link href="#/passkeys">Dashboard</TopTabs.Link>
      <TopTabs.Link href="#/passkeys/activity" current>
        Activity
      </TopTabs.Link>
      <TopTabs.Link href="#/passkeys/enrollments">Enrollments</TopTabs.Link>
      <TopTabs.Link href="#/passkeys/settings/general">Configuration</TopTabs.Link>
    </TopTabs.Root>
  ),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Passkeys' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Activity',
      'Enrollments',
      'Configuration',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Activity' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  },
};

/** A supervisor in Document Signature: no Documents or Configuration tab (spec 000 §6); Dashboard is current. */
export const Supervisor: Story = {
  args: { 'aria-label': 'Document Signature' },
  render: (args) => (
    <TopTabs.Root {...args}>
      <TopTabs.Link href="#/document-signature" current>
        Dashboard
      </TopTabs.Link>
      <TopTabs.Link href="#/document-signature/signatures">Signatures</TopTabs.Link>
    </TopTabs.Root>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Tabs are links: Tab moves through them in order. */
export const Keyboard: Story = {
  ...noScreenshot('ends as the default, the focus moved'),
  render: Admin.render,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Activity' })).toHaveFocus();
  },
};
