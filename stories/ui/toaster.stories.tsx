import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, Toaster, createToast, type ToastKind } from '@console/ui';
import { noScreenshot } from '../support/screenshot';

/** The stories' own queue, emptied before each story, so no toast leaks from one story to the next. */
const demo = createToast();

interface ToastDemoProps {
  kind: ToastKind;
  title: string;
  description?: string;
  sticky?: boolean;
}

function ToastDemo({ kind, title, description, sticky }: ToastDemoProps) {
  return (
    <>
      <Button variant="outline" onClick={() => demo[kind](title, description, { sticky })}>
        Show toast
      </Button>
      <Toaster toast={demo} />
    </>
  );
}

const meta = {
  title: 'UI/Toaster',
  component: ToastDemo,
  beforeEach: () => demo.store.remove(),
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show toast' }));
    const toast = await screen.findByRole('status', { name: args.title });
    await expect(toast).toHaveAttribute('data-type', args.kind);
    if (args.description) await expect(toast).toHaveAccessibleDescription(args.description);
    await expect(within(toast).getByRole('button', { name: 'Dismiss notification' })).toBeInTheDocument();
    // Hold the toasts for the screenshots, whatever time they take.
    demo.store.pause();
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Success, title only (spec 000 §8). */
export const Success: Story = { args: { kind: 'success', title: 'Administrator has been added' } };

/** Success with a description (spec 000 §8). */
export const SuccessWithDescription: Story = {
  args: { kind: 'success', title: 'Role updated successfully', description: 'Changed to Supervisor' },
};

/** Warning (spec 000 §8). */
export const Warning: Story = { args: { kind: 'warning', title: 'Admin has been archived' } };

/** Error with a description (spec 000 §8). */
export const ErrorToast: Story = {
  name: 'Error',
  args: { kind: 'error', title: 'Failed to update role', description: 'Please try again later' },
};

/** 'Test passed' (spec 001 §4) stays until dismissed: its duration is Infinity. */
export const Sticky: Story = {
  args: { kind: 'success', title: 'Test passed', sticky: true },
};

/** The close button dismisses a toast; Escape dismisses the focused one. */
export const Dismiss: Story = {
  ...noScreenshot('ends with both toasts dismissed: the button alone'),
  args: { kind: 'warning', title: 'Invitation has been revoked' },
  play: async ({ canvas }) => {
    const show = await canvas.findByRole('button', { name: 'Show toast' });
    await userEvent.click(show);
    const first = await screen.findByRole('status', { name: 'Invitation has been revoked' });
    await userEvent.click(within(first).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Invitation has been revoked' })).toBeNull(),
    );

    await userEvent.click(show);
    const second = await screen.findByRole('status', { name: 'Invitation has been revoked' });
    second.focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Invitation has been revoked' })).toBeNull(),
    );
  },
};

/** Several toasts stack, newest nearest the corner. */
export const Stacked: Story = {
  args: { kind: 'success', title: 'Branding has been updated' },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Show toast' });
    demo.success('Administrator has been added');
    demo.warning('Admin has been archived');
    demo.error('Failed to update role', 'Please try again later');
    await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(3));
    demo.store.pause();
  },
};
