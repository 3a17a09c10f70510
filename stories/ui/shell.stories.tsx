import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { css } from '../../styled-system/css';
import {
  AppSwitcher,
  Button,
  GhostBar,
  Header,
  HeaderBackLink,
  NotificationBell,
  SettingsMenu,
  SideNav,
  TopTabs,
} from '@console/ui';
import { ACME_LOGO, APPS, SETTINGS_NAV, checklist } from './shell-fixtures';

const exitGhostMode = fn();

const logo = (
  <a href="#/">
    <img src={ACME_LOGO} alt="Acme home" />
  </a>
);

const tools = (
  <>
    <NotificationBell items={checklist(true, false)} />
    <SettingsMenu
      items={[
        { value: 'account-settings', label: 'Account Settings' },
        { value: 'sign-out', label: 'Sign out', separated: true },
      ]}
    />
  </>
);

const page = css({ minH: '100vh', bg: 'bg.canvas', color: 'fg.default' });
const body = css({ display: 'flex', gap: '6', p: '6' });
const content = css({ flex: '1', p: '6', bg: 'bg.surface', borderRadius: 'lg', borderWidth: '1px' });
const heading = css({ textStyle: 'heading.md' });

/** The parts composed as the console does: ghost bar, header, then an app's tabs or the settings side menu. */
function Shell({ area, ghosting }: { area: 'app' | 'settings'; ghosting: boolean }) {
  return (
    <div className={page}>
      {ghosting && (
        <GhostBar
          action={
            <Button variant="outline" size="sm" onClick={exitGhostMode}>
              Exit ghost mode
            </Button>
          }
        />
      )}
      <Header
        logo={logo}
        appSwitcher={
          area === 'app' ? (
            <AppSwitcher apps={APPS.slice(0, 5)} currentAppId="passkeys" onSelect={fn()} />
          ) : undefined
        }
        backLink={area === 'settings' ? <HeaderBackLink href="#/" /> : undefined}
        tools={tools}
      />
      {area === 'app' ? (
        <>
          <TopTabs.Root aria-label="Passkeys">
            <TopTabs.Link href="#/passkeys" current>
              Dashboard
            </TopTabs.Link>
            <TopTabs.Link href="#/passkeys/activity">Activity</TopTabs.Link>
            <TopTabs.Link href="#/passkeys/enrollments">Enrollments</TopTabs.Link>
            <TopTabs.Link href="#/passkeys/settings/general">Configuration</TopTabs.Link>
          </TopTabs.Root>
          <main className={body}>
            <section className={content}>
              <h1 className={heading}>Dashboard</h1>
            </section>
          </main>
        </>
      ) : (
        <main className={body}>
          <SideNav.Root aria-label="Settings">
            {SETTINGS_NAV.map((entry) => (
              <SideNav.Link key={entry.href} href={`#${entry.href}`} current={entry.label === 'Branding'}>
                {entry.label}
              </SideNav.Link>
            ))}
          </SideNav.Root>
          <section className={content}>
            <h1 className={heading}>Branding</h1>
          </section>
        </main>
      )}
    </div>
  );
}

const meta = {
  title: 'UI/Shell',
  component: Shell,
  parameters: { layout: 'fullscreen' },
  args: { area: 'app', ghosting: false },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin in an app: header with tools, the app's tabs. */
export const AppPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Passkeys' })).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Settings: "Back to apps" and the nine-entry side menu. */
export const SettingsPage: Story = {
  args: { area: 'settings' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to apps' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Settings' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(9);
  },
};

/** Ghosting: the orange bar above everything, with the console's exit button. */
export const Ghosting: Story = {
  args: { ghosting: true },
  play: async ({ canvas }) => {
    exitGhostMode.mockClear();
    await expect(canvas.getByRole('status')).toHaveTextContent("You're in ghost mode");
    await userEvent.click(canvas.getByRole('button', { name: 'Exit ghost mode' }));
    await expect(exitGhostMode).toHaveBeenCalledTimes(1);
  },
};
