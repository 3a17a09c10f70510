import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, GhostBar } from '@console/ui';

const meta = {
  title: 'UI/GhostBar',
  component: GhostBar,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GhostBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bar alone, with the spec's words. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent("You're in ghost mode");
  },
};

const exitGhostMode = fn();

/** With the console's exit button: a click calls it. */
export const WithExitAction: Story = {
  args: {
    action: (
      <Button variant="outline" size="sm" onClick={exitGhostMode}>
        Exit ghost mode
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    exitGhostMode.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Exit ghost mode' }));
    await expect(exitGhostMode).toHaveBeenCalledTimes(1);
  },
};
