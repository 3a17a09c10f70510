import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { COPY_CONFIRMATION_MS, CopyButton } from '@console/ui';
import { withStoryClock } from '../support/clock';

/**
 * Headless Chromium may refuse clipboard access: every story writes to a stub instead. (The `user` of
 * withStoryClock brings user-event's own clipboard stub, so the clock stories check onCopy rather than writeText.)
 */
const writeText = fn(() => Promise.resolve());

const meta = {
  title: 'UI/CopyButton',
  component: CopyButton,
  args: { value: 'https://videos.example.com/passkey-authentication', label: 'link to video', onCopy: fn() },
  beforeEach: () => {
    writeText.mockClear();
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    };
  },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits on real timers for the first render (a built Storybook mounts the story a tick late), before a clock play. */
const afterFirstRender = ({ canvas }: { canvas: { findByRole: (role: 'button') => Promise<HTMLElement> } }) =>
  canvas.findByRole('button');

/** Ready to copy: "Copy link to video" (the Resources page's demo-video cards, spec 000 §2). */
export const Ready: Story = {
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Copy link to video' });
    await expect(button).toHaveTextContent('Copy link to video');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Just copied: a check and "Copied", shown and announced. */
export const Copied: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy link to video' }));
    await expect(writeText).toHaveBeenCalledWith(args.value);
    await expect(args.onCopy).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Copied' })).toHaveTextContent('Copied');
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
    // Back to ready after about a second of real time (the exact 950 ms is proved on a fake clock below).
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy link to video' })).toBeVisible(), {
      timeout: 3000,
    });
  },
};

/** The confirmation as it looks: a check and "Copied", in the success colour. */
export const ConfirmationShown: Story = {
  args: { confirmed: true },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Copied' });
    await expect(button).toHaveAttribute('data-confirmed');
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
  },
};

/** Only the icon shows; the accessible name still says what is copied. */
export const IconOnly: Story = {
  args: { label: 'secret key', value: 'sk_live_4f9a', iconOnly: true, variant: 'ghost' },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Copy secret key' });
    await expect(button).toHaveTextContent('');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(writeText).toHaveBeenCalledWith('sk_live_4f9a');
    await expect(button).toHaveAccessibleName('Copied');
    await waitFor(() => expect(button).toHaveAccessibleName('Copy secret key'), { timeout: 3000 });
  },
};

/** The confirmation shows at 0 and 949 ms and is gone at 950 ms (COPY_CONFIRMATION_MS), on a fake clock. */
export const ConfirmationTiming: Story = {
  play: async (context) => {
    await afterFirstRender(context);
    await withStoryClock<typeof context>(async ({ canvas, clock, user }) => {
      const button = canvas.getByRole('button', { name: 'Copy link to video' });
      await user.click(button);
      await expect(button).toHaveAccessibleName('Copied');

      // The spec's number, written out: a changed constant must fail this story.
      await expect(COPY_CONFIRMATION_MS).toBe(950);
      await clock.tickAsync(949);
      await expect(button).toHaveAccessibleName('Copied');
      await expect(canvas.getByRole('status')).toHaveTextContent('Copied');

      await clock.tickAsync(1);
      await expect(button).toHaveAccessibleName('Copy link to video');
      await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    })(context);
  },
};

/** Copying again while "Copied" shows starts the 950 ms over. */
export const CopyAgainRestarts: Story = {
  play: async (context) => {
    await afterFirstRender(context);
    await withStoryClock<typeof context>(async ({ canvas, args, clock, user }) => {
      const button = canvas.getByRole('button', { name: 'Copy link to video' });
      await user.click(button);
      await clock.tickAsync(500);
      await user.click(button);
      await expect(args.onCopy).toHaveBeenCalledTimes(2);

      await clock.tickAsync(COPY_CONFIRMATION_MS - 1);
      await expect(button).toHaveAccessibleName('Copied');
      await clock.tickAsync(1);
      await expect(button).toHaveAccessibleName('Copy link to video');
    })(context);
  },
};
