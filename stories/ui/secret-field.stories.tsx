import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { MASKED_SECRET, SecretField } from '@console/ui';

const SECRET = 'whsec_9fK2mQ7xV1pL4tR8bN3cZ6yH0dS5aJ';

function SigningSecret({ value, onReveal }: { value?: string; onReveal: (revealed: boolean) => void }) {
  const [revealed, setRevealed] = useState(false);
  return (
    <SecretField
      label="Signing secret"
      value={value}
      revealed={revealed}
      onRevealedChange={(next) => {
        setRevealed(next);
        onReveal(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/SecretField',
  component: SigningSecret,
  args: { value: SECRET, onReveal: fn() },
  decorators: [(Story) => <div style={{ width: 560 }}>{Story()}</div>],
} satisfies Meta<typeof SigningSecret>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden: 32 asterisks, whatever the secret's length (spec apps.md §2.7). */
export const Masked: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Signing secret' })).toBeVisible();
    await expect(canvas.getByText(MASKED_SECRET)).toBeVisible();
    await expect(canvas.queryByText(SECRET)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Copy signing secret' })).toBeVisible();
  },
};

/** Reveal shows it (the console records the reveal), Hide masks it again. */
export const RevealAndHide: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reveal signing secret' }));
    await expect(canvas.getByText(SECRET)).toBeVisible();
    await expect(args.onReveal).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Hide signing secret' }));
    await waitFor(() => expect(canvas.getByText(MASKED_SECRET)).toBeVisible());
    await expect(args.onReveal).toHaveBeenLastCalledWith(false);
  },
};

/** While the secret loads: a placeholder, and nothing to reveal or copy yet. */
export const Loading: Story = {
  args: { value: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Reveal signing secret' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Copy signing secret' })).toBeNull();
  },
};
