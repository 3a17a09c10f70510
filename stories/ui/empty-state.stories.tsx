import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchX, UserPlus } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, EmptyState } from '@console/ui';

const addAdministrator = fn();

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    title: 'No pending invitations',
    description: 'Invitations you send appear here until they are accepted.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title and text with the default icon. */
export const Basic: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No pending invitations')).toBeVisible();
    await expect(canvas.getByText(/appear here/)).toBeVisible();
  },
};

/** The global search's empty result (spec 000 §2), with its own icon. */
export const NoResults: Story = {
  args: {
    icon: <SearchX />,
    title: 'No results found for "+1 555 0100".',
    description: 'Try searching for a different customer ID.',
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Try searching for a different customer ID.')).toBeVisible();
  },
};

/** With an action that gets the user going. */
export const WithAction: Story = {
  args: {
    title: 'No administrators yet',
    description: undefined,
    icon: <UserPlus />,
    action: <Button onClick={addAdministrator}>Add an Administrator</Button>,
  },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Add an Administrator' });
    await userEvent.click(button);
    await expect(addAdministrator).toHaveBeenCalledOnce();
  },
};
