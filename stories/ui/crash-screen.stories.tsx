import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CrashScreen } from '@console/ui';
import { MOCK_NOW } from '@console/api-client/mocks';

const error = {
  message: "Cannot read properties of undefined (reading 'billing')",
  stack:
    "TypeError: Cannot read properties of undefined (reading 'billing')\n    at AppCardGrid (home.tsx:42:18)\n    at renderWithHooks (react-dom.js:1)",
};

const meta = {
  title: 'UI/CrashScreen',
  component: CrashScreen,
  args: { error, occurredAt: MOCK_NOW, timeZone: 'UTC', onReload: fn(), onReport: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CrashScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As it first shows (spec 000 §8): the apology, the time, Error Details closed, the two buttons. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('We apologize for the inconvenience. Our team has been notified.'),
    ).toBeVisible();
    await expect(canvas.getByText('Nov 21, 2026, 10:00:00 AM')).toHaveAttribute(
      'datetime',
      MOCK_NOW.toISOString(),
    );
    await expect(canvas.getByRole('button', { name: 'Error Details' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reload Page' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Report Error' }));
    await expect(args.onReport).toHaveBeenCalledOnce();
  },
};

/** Error Details opened by keyboard: the message and the stack. */
export const DetailsOpen: Story = {
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole('button', { name: 'Error Details' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByText(/at AppCardGrid/)).toBeVisible());
    await expect(canvas.getByText(/reading 'billing'/)).toBeVisible();
  },
};

/** A thrown value without a stack: the message alone. */
export const MessageOnly: Story = {
  args: { error: { message: 'unexpected response status: 502' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Error Details' }));
    await waitFor(() => expect(canvas.getByText('unexpected response status: 502')).toBeVisible());
  },
};
