import { ops, scenario } from '@console/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen, consoleScreenParameters, type Persona } from '../support/console-screen';
import { holdsFocus, receivesFocus } from '../../support/focus';
import { noScreenshot } from '../../support/screenshot';

interface Args {
  path: string;
  as: Persona;
}

const meta = {
  title: 'Console/Shell/Header',
  parameters: consoleScreenParameters,
  args: { path: '/', as: 'owner' },
  render: ({ path, as }) => <ConsoleScreen path={path} as={as} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const MENU_FOR_ADMINS = [
  'Account Settings',
  'Contact sales',
  'Report an issue',
  /^System status/,
  'Sign out',
];

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function openSettingsMenu(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Settings' }));
  const menu = await page.findByRole('menu');
  await holdsFocus(menu);
  return menu;
}

/** Leaves no menu open behind the story: an open layer would swallow the next story's clicks. */
async function closeMenu() {
  const menu = page.getByRole('menu');
  await holdsFocus(menu);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
  // Closed, the menu gives the focus back to its button.
  await receivesFocus(page.getByRole('button', { name: 'Settings' }));
}

/** The owner on home: logo, app switcher and every tool (search, bell, settings menu). */
export const Owner: Story = {
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('banner');
    await expect(within(banner).getByRole('link', { name: 'Northwind Contact home' })).toBeVisible();
    await expect(within(banner).getByRole('combobox', { name: 'Select an app' })).toBeVisible();
    await expect(within(banner).getByRole('button', { name: /^Search/ })).toBeVisible();
    // The demo account has its logo and colour, but no verified domain yet.
    await expect(within(banner).getByRole('button', { name: 'Notifications, 1 incomplete' })).toBeVisible();
    const menu = await openSettingsMenu(canvas);
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(MENU_FOR_ADMINS.length);
    MENU_FOR_ADMINS.forEach((name, index) => void expect(items[index]).toHaveAccessibleName(name));
    await expect(within(menu).queryByRole('menuitem', { name: 'Watch Tower' })).toBeNull();
    await closeMenu();
  },
};

/** An admin inside an app: the same tools, and the app's tabs including Configuration. */
export const Admin: Story = {
  args: { path: '/passkeys', as: 'admin' },
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('banner');
    await expect(within(banner).getByRole('button', { name: 'Settings' })).toBeVisible();
    const tabs = await canvas.findByRole('navigation', { name: 'Passkeys' });
    await expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Activity', 'Enrollments', 'Configuration']);
  },
};

/** A supervisor: no header tools (only a Sign out button), and no Configuration, Documents or Forms tabs. */
export const Supervisor: Story = {
  args: { path: '/document-signature', as: 'supervisor' },
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('banner');
    await expect(within(banner).getByRole('combobox', { name: 'Select an app' })).toBeVisible();
    await expect(within(banner).queryByRole('button', { name: 'Settings' })).toBeNull();
    await expect(within(banner).queryByRole('button', { name: /^Search/ })).toBeNull();
    await expect(within(banner).queryByRole('button', { name: /^Notifications/ })).toBeNull();
    await expect(within(banner).getByRole('button', { name: 'Sign out' })).toBeVisible();
    const tabs = await canvas.findByRole('navigation', { name: 'Document Signature' });
    await expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Signatures']);
  },
};

/** A root user (operator): Watch Tower in the settings menu, before Sign out. */
export const Operator: Story = {
  args: { as: 'operator' },
  play: async ({ canvas }) => {
    const menu = await openSettingsMenu(canvas);
    const names = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await expect(names.slice(-2)).toEqual(['Watch Tower', 'Sign out']);
    await closeMenu();
  },
};

/**
 * An operator ghosting the account: the orange bar, no Watch Tower in the settings menu (the ghost session is not
 * root: Watch Tower refuses it; "Back to my account" is the way out), and leaving ghost mode.
 */
export const Ghost: Story = {
  args: { as: 'ghost' },
  play: async ({ canvas }) => {
    const menu = await openSettingsMenu(canvas);
    await expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    await expect(within(menu).queryByRole('menuitem', { name: 'Watch Tower' })).toBeNull();
    await closeMenu();
    const message = await canvas.findByText("You're in ghost mode");
    const bar = message.closest<HTMLElement>('[role=status]');
    await expect(bar).not.toBeNull();
    if (!bar) return;
    await userEvent.click(within(bar).getByRole('button', { name: 'Exit ghost mode' }));
    await waitFor(() => expect(canvas.queryByText("You're in ghost mode")).toBeNull());
  },
};

/** The bootstrap never answers: after the router's pending delay (1 s), the console's loading screen. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.getBootstrap).never());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading the console' })).toBeVisible();
  },
};

const signOutCalls = fn();

/** Sign out: DELETE /authentications, the token cleared, and home shows the signed-out page. */
export const SignOut: Story = {
  ...noScreenshot('ends on the signed-out page, as the sign-in stories show it'),
  beforeEach({ msw }) {
    signOutCalls.mockClear();
    // Counts the call, then lets the mock API answer it.
    msw.use(http.delete('*/api/authentications', () => void signOutCalls()));
  },
  play: async ({ canvas }) => {
    const menu = await openSettingsMenu(canvas);
    // Keyboard selection: simulated clicks on a menu are not reliable after another story opened one.
    await receivesFocus(menu);
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toHaveAttribute(
      'data-highlighted',
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('banner')).toBeNull());
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(signOutCalls).toHaveBeenCalledTimes(1);
  },
};
