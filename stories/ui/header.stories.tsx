import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppSwitcher, Button, Header, HeaderBackLink, NotificationBell, SettingsMenu } from '@console/ui';
import { ACME_LOGO, APPS, checklist } from './shell-fixtures';
import { receivesFocus } from '../support/focus';
import { noScreenshot } from '../support/screenshot';

const signOut = fn();

/** The tools an admin or owner gets (spec 000 §2, §6). The free-trial credit counter joins them inside an app in trial. */
const adminTools = (
  <>
    <Button variant="outline" size="sm">
      <Search aria-hidden />
      Search customers
    </Button>
    <NotificationBell items={checklist(false, false)} />
    <SettingsMenu
      items={[
        { value: 'account-settings', label: 'Account Settings' },
        { value: 'contact-sales', label: 'Contact sales' },
        { value: 'report-issue', label: 'Report an issue' },
        { value: 'system-status', label: 'System status', externalHref: 'https://status.example.com/' },
        { value: 'sign-out', label: 'Sign out', onSelect: signOut, separated: true },
      ]}
    />
  </>
);

const logo = (
  <a href="#/">
    <img src={ACME_LOGO} alt="Acme home" />
  </a>
);

const switcher = <AppSwitcher apps={APPS.slice(0, 5)} currentAppId="passkeys" onSelect={fn()} />;

const meta = {
  title: 'UI/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: { logo, appSwitcher: switcher },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin inside an app: logo, app switcher, and every tool on the right. */
export const AdminHeader: Story = {
  args: { tools: adminTools },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('combobox', { name: 'Select an app' })).toHaveTextContent(
      'Passkeys',
    );
    await expect(within(banner).getByRole('button', { name: 'Search customers' })).toBeVisible();
    await expect(within(banner).getByRole('button', { name: 'Notifications, 2 incomplete' })).toBeVisible();
    await expect(within(banner).getByRole('button', { name: 'Settings' })).toBeVisible();
  },
};

/** A supervisor: no header tools (spec 000 §6). */
export const SupervisorHeader: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('combobox', { name: 'Select an app' })).toBeVisible();
    await expect(within(banner).queryByRole('button', { name: /Notifications|Settings|Search/ })).toBeNull();
  },
};

/** Inside settings: "Back to apps" instead of the switcher. */
export const SettingsHeader: Story = {
  args: { appSwitcher: undefined, backLink: <HeaderBackLink href="#/" />, tools: adminTools },
  play: async ({ canvas }) => {
    const back = canvas.getByRole('link', { name: 'Back to apps' });
    await expect(back).toHaveAttribute('href', '#/');
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** The tools work from the header: the settings menu opens, End moves to Sign out, Enter calls back. */
export const SignOutFromHeader: Story = {
  ...noScreenshot('ends as the default header'),
  args: { tools: adminTools },
  play: async ({ canvas }) => {
    signOut.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }));
    const menu = await within(document.body).findByRole('menu');
    await receivesFocus(menu);
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toHaveAttribute('data-highlighted'),
    );
    await userEvent.keyboard('{Enter}');
    await expect(signOut).toHaveBeenCalledTimes(1);
  },
};
