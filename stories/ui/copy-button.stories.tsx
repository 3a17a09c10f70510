import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CopyButton } from '@console/ui';
import { noScreenshot } from '../support/screenshot';

/** Headless Chromium may refuse clipboard access: every story writes to a stub instead. */
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

/** Ready to copy: "Copy link to video" (the Resources page's demo-video cards, spec 000 §2). */
export const Ready: Story = {
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Copy link to video' });
    await expect(button).toHaveTextContent('Copy link to video');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Just copied: a check and "Copied", shown and announced, then "Copy link to video" again (after 950 ms). */
export const Copied: Story = {
  ...noScreenshot('ends as Ready; ConfirmationShown shows the confirmation'),
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy link to video' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(args.value));
    await expect(args.onCopy).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toHaveTextContent('Copied');
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
    // The exact 950 ms: copy-button.browser.test.tsx.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy link to video' })).toBeVisible());
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
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('sk_live_4f9a'));
    await waitFor(() => expect(button).toHaveAccessibleName('Copied'));
    await waitFor(() => expect(button).toHaveAccessibleName('Copy secret key'));
  },
};
