import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen, consoleScreenParameters } from '../support/console-screen';

const meta = {
  title: 'Console/Watch Tower/Header',
  parameters: consoleScreenParameters,
  render: () => <ConsoleScreen path="/watch-tower/accounts" as="operator" />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const nav = async (canvas: Canvas) => within(await canvas.findByRole('navigation', { name: 'Watch Tower' }));

/** Dashboard and Accounts links, the current one marked; "Back to my account" on the right. */
export const Header: Story = {
  play: async ({ canvas }) => {
    const links = await nav(canvas);
    await expect(links.getByRole('link', { name: 'Accounts' })).toHaveAttribute('aria-current', 'page');
    await expect(links.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    const back = canvas.getByRole('link', { name: 'Back to my account' });
    await expect(back).toHaveAttribute('href', '/');
    await expect(within(back).getByText('Back to my account')).toBeVisible();
    await expect(within(back).getByText('Back', { exact: true })).not.toBeVisible();
  },
};

/** The links move between the two pages. */
export const Navigates: Story = {
  play: async ({ canvas }) => {
    await userEvent.click((await nav(canvas)).getByRole('link', { name: 'Dashboard' }));
    // The page's heading may be drawn twice (while its data loads, then loaded): wait for the one that stays.
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible());
    await expect((await nav(canvas)).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click((await nav(canvas)).getByRole('link', { name: 'Accounts' }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: /active accounts$/ })).toBeVisible(),
    );
  },
};

/** "Back to my account" leads to the console's root. */
export const BackToMyAccount: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Back to my account' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /^Welcome, / }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** A narrow header (a phone): the short label "Back". */
export const SmallScreen: Story = {
  render: () => (
    <div style={{ width: 360 }}>
      <ConsoleScreen path="/watch-tower/accounts" as="operator" />
    </div>
  ),
  play: async ({ canvas }) => {
    const back = await canvas.findByRole('link', { name: 'Back to my account' });
    await expect(within(back).getByText('Back', { exact: true })).toBeVisible();
    await expect(within(back).getByText('Back to my account')).not.toBeVisible();
  },
};

/** Anyone but a root user reaching Watch Tower goes to the home root. */
export const NonRootRedirected: Story = {
  render: () => <ConsoleScreen path="/watch-tower" as="owner" />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /^Welcome, / }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Watch Tower' })).toBeNull();
  },
};
