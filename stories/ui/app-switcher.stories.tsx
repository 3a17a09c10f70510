import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppSwitcher } from '@console/ui';
import { holdsFocus, receivesFocus } from '../support/focus';
import { APPS } from './shell-fixtures';
import { noScreenshot } from '../support/screenshot';

const RELEASED = APPS.slice(0, 5);

const meta = {
  title: 'UI/AppSwitcher',
  component: AppSwitcher,
  args: { apps: RELEASED, currentAppId: 'passkeys', onSelect: fn() },
} satisfies Meta<typeof AppSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = () => screen.getByRole('combobox', { name: 'Select an app' });

/** Inside an app: the trigger shows its icon and title. */
export const CurrentApp: Story = {
  play: async () => {
    await expect(trigger()).toHaveTextContent('Passkeys');
    await expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  },
};

/** On home (no current app): "Select an app". */
export const NoCurrentApp: Story = {
  args: { currentAppId: undefined },
  play: async () => {
    await expect(trigger()).toHaveTextContent('Select an app');
  },
};

/** Staff see the unreleased apps too (spec 000 §1): the console passes all seven. */
export const AllSevenApps: Story = {
  args: { apps: APPS, currentAppId: 'identity-verification' },
  play: async () => {
    await userEvent.click(trigger());
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(7);
    await expect(within(listbox).getByRole('option', { name: 'Identity Verification' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Keyboard: focus, Enter opens on the current app, ArrowDown moves, Enter picks; onSelect gets the app id. */
export const PickWithKeyboard: Story = {
  ...noScreenshot('ends closed, as the default'),
  play: async ({ args }) => {
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Passkeys',
      'One-Time Passcode',
      'Document Signature',
      'E-Form',
      'Payments',
    ]);
    await waitFor(() => expect(options[0]).toHaveAttribute('data-highlighted'));
    await holdsFocus(listbox);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(options[1]).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(options[2]).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledTimes(1));
    await expect(args.onSelect).toHaveBeenCalledWith('document-signature');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await receivesFocus(trigger());
  },
};

/** Open from the start: every app with its icon, the current one checked (for the screenshots). */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Passkeys' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Escape closes the list without picking. */
export const EscapeCloses: Story = {
  ...noScreenshot('ends closed, as the default'),
  play: async ({ args }) => {
    await userEvent.click(trigger());
    await screen.findByRole('listbox');
    // Ark wires its dismiss layer a moment after the list shows: press again until it has.
    await waitFor(async () => {
      await userEvent.keyboard('{Escape}');
      await expect(screen.queryByRole('listbox')).toBeNull();
    });
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};
