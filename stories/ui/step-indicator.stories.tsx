import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StepIndicator } from '@console/ui';

const meta = {
  title: 'UI/StepIndicator',
  component: StepIndicator,
  args: { label: 'New document', steps: ['Upload', 'Place fields'], current: 0 },
  decorators: [(Story) => <div style={{ width: 480 }}>{Story()}</div>],
} satisfies Meta<typeof StepIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 of a new document (spec apps.md §3.3): upload. */
export const FirstStep: Story = {
  play: async ({ canvas }) => {
    const steps = within(canvas.getByRole('list', { name: 'New document' })).getAllByRole('listitem');
    await expect(steps[0]).toHaveAttribute('aria-current', 'step');
    await expect(steps[1]).not.toHaveAttribute('aria-current');
  },
};

/** Step 2: upload is done (checked, and said so), placing fields is current. */
export const SecondStep: Story = {
  args: { current: 1 },
  play: async ({ canvas }) => {
    const steps = within(canvas.getByRole('list', { name: 'New document' })).getAllByRole('listitem');
    await expect(steps[0]).toHaveTextContent('Upload (done)');
    await expect(steps[1]).toHaveAttribute('aria-current', 'step');
  },
};
