import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '@console/ui';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Save Changes', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['solid', 'outline', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The primary action of a screen. Clicking, Enter and Space all call onClick. */
export const Solid: Story = {
  args: { variant: 'solid' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Save Changes' });
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
    await expect(button).toHaveAttribute('type', 'button');
  },
};

/** Secondary actions next to a solid button. */
export const Outline: Story = {
  args: { variant: 'outline', children: 'Cancel' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Low-emphasis actions in toolbars and table rows. */
export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Reset' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Destructive actions (revoke, disconnect, archive). */
export const Danger: Story = {
  args: { variant: 'danger', children: 'Revoke' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Both sizes of every variant side by side. */
export const Sizes: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, max-content)',
        gap: '12px',
        alignItems: 'center',
      }}
    >
      {(['sm', 'md'] as const).flatMap((size) =>
        (['solid', 'outline', 'ghost', 'danger'] as const).map((variant) => (
          <Button key={`${size}-${variant}`} {...args} size={size} variant={variant}>
            {`${variant} ${size}`}
          </Button>
        )),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('button', { name: 'solid sm' });
    const medium = canvas.getByRole('button', { name: 'solid md' });
    await expect(small.getBoundingClientRect().height).toBe(32);
    await expect(medium.getBoundingClientRect().height).toBe(40);
  },
};

/** A disabled button ignores clicks and keyboard activation. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Save Changes' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
