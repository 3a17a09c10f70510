import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TIMER_FAILURE_MS, TIMER_SUCCESS_MS, TimerButton } from '@console/ui';
import { withStoryClock } from '../support/clock';

/** How long the flows' action takes, on the story's fake clock. */
const ACTION_MS = 400;
const settleAfter = (ms: number, outcome: 'resolve' | 'reject') => () =>
  new Promise<void>((resolve, reject) => {
    setTimeout(() => (outcome === 'resolve' ? resolve() : reject(new Error('Save failed'))), ms);
  });

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

/** Click → loading → succeeded, held exactly 1250 ms → ready. Proved on a fake clock. */
export const SucceedsThenResets: Story = {
  args: { onClick: fn(settleAfter(ACTION_MS, 'resolve')) },
  play: withStoryClock(async ({ canvas, args, clock, user }) => {
    const button = canvas.getByRole('button', { name: 'Save Changes' });
    await user.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(button).toHaveAttribute('data-state', 'loading');

    await user.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();

    await clock.tickAsync(ACTION_MS);
    await expect(button).toHaveAttribute('data-state', 'succeeded');
    await expect(button).toHaveAccessibleName('Saved');
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved');

    await clock.tickAsync(TIMER_SUCCESS_MS - 1);
    await expect(button).toHaveAttribute('data-state', 'succeeded');
    await clock.tickAsync(1);
    await expect(button).toHaveAttribute('data-state', 'ready');
    await expect(button).toHaveAccessibleName('Save Changes');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  }),
};

/** Click → loading → failed, held exactly 1875 ms → ready. Proved on a fake clock. */
export const FailsThenResets: Story = {
  args: { onClick: fn(settleAfter(ACTION_MS, 'reject')) },
  play: withStoryClock(async ({ canvas, clock, user }) => {
    const button = canvas.getByRole('button', { name: 'Save Changes' });
    await user.click(button);
    await expect(button).toHaveAttribute('data-state', 'loading');

    await clock.tickAsync(ACTION_MS);
    await expect(button).toHaveAttribute('data-state', 'failed');
    await expect(button).toHaveAccessibleName('Failed');
    await expect(canvas.getByRole('status')).toHaveTextContent('Failed');

    await clock.tickAsync(TIMER_FAILURE_MS - 1);
    await expect(button).toHaveAttribute('data-state', 'failed');
    await clock.tickAsync(1);
    await expect(button).toHaveAttribute('data-state', 'ready');
    await expect(button).toHaveAccessibleName('Save Changes');
  }),
};
