import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button, ConfirmDialog } from '@console/ui';
import { holdsFocus, receivesFocus } from '../support/focus';
import { noScreenshot } from '../support/screenshot';

const REMOVAL_TEXT =
  'This action cannot be undone. This will permanently delete the account and remove its data from our servers.';
const REVOCATION_TEXT = 'This revokes the invitation. The user must be invited again to get access.';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Are you absolutely sure?',
    description: REMOVAL_TEXT,
    confirmLabel: 'Remove',
    variant: 'destructive',
    trigger: <Button variant="danger">Remove from account</Button>,
    onConfirm: fn(() => Promise.resolve()),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dialog and waits for Ark's initial focus: a click before it lands would lose the focus to Cancel. */
const openWith = async (triggerName: string) => {
  await userEvent.click(await screen.findByRole('button', { name: triggerName }));
  const dialog = await screen.findByRole('alertdialog');
  await holdsFocus(dialog);
  return dialog;
};

/** "Remove from account" (spec 000 §2, §8): the removal question, focus on Cancel. */
export const Removal: Story = {
  play: async () => {
    const dialog = await openWith('Remove from account');
    await expect(dialog).toHaveAccessibleName('Are you absolutely sure?');
    await expect(dialog).toHaveAccessibleDescription(REMOVAL_TEXT);
    await receivesFocus(screen.getByRole('button', { name: 'Cancel' }));
  },
};

/** "Revoke Invitation" (spec 000 §2, §8): the revocation question. */
export const Revocation: Story = {
  args: {
    title: 'Are you sure?',
    description: REVOCATION_TEXT,
    confirmLabel: 'Revoke',
    trigger: <Button variant="outline">Revoke Invitation</Button>,
  },
  play: async () => {
    const dialog = await openWith('Revoke Invitation');
    await expect(dialog).toHaveAccessibleName('Are you sure?');
    await expect(dialog).toHaveAccessibleDescription(REVOCATION_TEXT);
  },
};

/** A non-destructive question: the confirm button is the solid accent one. */
export const Default: Story = {
  args: {
    title: 'Clear settings?',
    description: 'The customer lookup configuration will be emptied.',
    confirmLabel: 'Clear',
    variant: 'default',
    trigger: <Button variant="outline">Clear Settings</Button>,
  },
  play: async () => {
    await openWith('Clear Settings');
    await expect(await screen.findByRole('button', { name: 'Clear' })).toHaveAttribute('data-state', 'ready');
  },
};

/** Confirming runs the action; when it resolves the dialog closes. */
export const ConfirmCloses: Story = {
  ...noScreenshot('ends with the dialog closed'),
  play: async ({ args }) => {
    await openWith('Remove from account');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** While the action runs: the confirm button is busy, Cancel is disabled and Escape does not close. */
export const Loading: Story = {
  args: { onConfirm: fn(() => new Promise(() => undefined)) },
  play: async () => {
    await openWith('Remove from account');
    const confirm = await screen.findByRole('button', { name: 'Remove' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  },
};

/** A rejected action keeps the dialog open and the button shows "Failed". */
export const FailureStaysOpen: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('Request failed'))) },
  play: async ({ args }) => {
    await openWith('Remove from account');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Failed' })).toBeInTheDocument());
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    // "Failed" holds 1875 ms, then the dialog is ready to try again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument());
  },
};

/** Keyboard: Escape and Cancel close without running the action; focus returns to the trigger. */
export const KeyboardCancel: Story = {
  ...noScreenshot('ends with the dialog closed'),
  play: async ({ args }) => {
    const trigger = await screen.findByRole('button', { name: 'Remove from account' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    // The dialog is ready for keys once its initial focus has landed.
    await receivesFocus(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await receivesFocus(trigger);

    await userEvent.keyboard(' ');
    await screen.findByRole('alertdialog');
    await receivesFocus(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
