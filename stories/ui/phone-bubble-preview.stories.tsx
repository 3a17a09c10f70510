import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PhoneBubblePreview } from '@console/ui';

const meta = {
  title: 'UI/PhoneBubblePreview',
  component: PhoneBubblePreview,
  args: {
    sender: 'Acme Bank',
    text: 'Acme Bank: your verification code is 482913. It expires in 5 minutes. Never share it.',
    caption: 'Now',
  },
} satisfies Meta<typeof PhoneBubblePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default one-time passcode message, rendered (spec apps.md §2.6). */
export const OneTimePasscode: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'SMS preview' })).toBeVisible();
    await expect(canvas.getByText(/your verification code is 482913/)).toBeVisible();
    await expect(canvas.getByText('Acme Bank')).toBeVisible();
  },
};

/** A link message: the link wraps inside the bubble, and line breaks are kept. */
export const SecureLink: Story = {
  args: {
    text: 'Acme Bank: Jordan Lee sent you a secure link:\nhttps://acme.example.com/s/Zx81Kq0pLmN3vB7Tqa',
  },
  play: async ({ canvas }) => {
    const bubble = canvas.getByText(/secure link/);
    await expect(bubble.textContent).toContain('\nhttps://');
    await expect(bubble.scrollWidth).toBeLessThanOrEqual(bubble.clientWidth);
  },
};

/** An empty editor: the phone says so instead of showing an empty bubble. */
export const Empty: Story = {
  args: { text: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The message is empty.')).toBeVisible();
  },
};
