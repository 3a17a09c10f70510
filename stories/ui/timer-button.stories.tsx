import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { TimerButton } from '@console/ui';
import { noScreenshot } from '../support/screenshot';

/** An action the play settles itself, so it sees the loading state for as long as it needs. */
function controlledAction() {
  const settle = { resolve: () => {}, reject: () => {} };
  const action = fn(
    () =>
      new Promise<void>((resolve, reject) => {
        settle.resolve = resolve;
        settle.reject = () => reject(new Error('Save failed'));
      }),
  );
  return { action, settle };
}
const succeeding = controlledAction();
const failing = controlledAction();

/** The held states last 1250 and 1875 ms (proved by use-timer-state's test); a loaded machine may take longer. */
const backToReady = (button: HTMLElement) =>
  waitFor(() => expect(button).toHaveAttribute('data-state', 'ready'));

const meta = {
  title: 'UI/TimerButton',
  component: TimerButton,
  args: { children: 'Save Changes', onClick: fn(() => Promise.resolve()) },
  argTypes: { state: { control: 'inline-radio', options: ['ready', 'loading', 'succeeded', 'failed'] } },
} satisfies Meta<typeof TimerButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for a click. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save Changes' });
    await expect(button).toHaveAttribute('data-state', 'ready');
    await expect(button).not.toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** The action is running: a spinner over the label; the button keeps its name and focus but ignores clicks. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Save Changes' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** The action resolved: "Saved" with a check, announced politely, held 1250 ms. */
export const Succeeded: Story = {
  args: { state: 'succeeded' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Saved' });
    await expect(button).toHaveAttribute('data-state', 'succeeded');
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved');
  },
};

/** The action rejected: "Failed" with a cross, announced politely, held 1875 ms. */
export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Failed' });
    await expect(button).toHaveAttribute('data-state', 'failed');
    await expect(canvas.getByRole('status')).toHaveTextContent('Failed');
  },
};

/** Click → loading (a second click is ignored) → succeeded, "Saved" announced → ready again. */
export const SucceedsThenResets: Story = {
  ...noScreenshot('ends as Ready'),
  args: { onClick: succeeding.action },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Save Changes' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(button).toHaveAttribute('data-state', 'loading');

    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();

    succeeding.settle.resolve();
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'succeeded'));
    await expect(button).toHaveAccessibleName('Saved');
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved');

    await backToReady(button);
    await expect(button).toHaveAccessibleName('Save Changes');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Click → loading → failed, "Failed" announced → ready again. */
export const FailsThenResets: Story = {
  ...noScreenshot('ends as Ready'),
  args: { onClick: failing.action },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save Changes' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('data-state', 'loading');

    failing.settle.reject();
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'failed'));
    await expect(button).toHaveAccessibleName('Failed');
    await expect(canvas.getByRole('status')).toHaveTextContent('Failed');

    await backToReady(button);
    await expect(button).toHaveAccessibleName('Save Changes');
  },
};
