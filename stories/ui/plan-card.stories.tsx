import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button, PlanCard } from '@console/ui';

const meta = {
  title: 'UI/PlanCard',
  component: PlanCard,
  args: {
    status: 'free-trial',
    usage: { kind: 'credits', credits: 420, freeTier: 1000 },
    link: (
      <Button variant="outline" size="sm" asChild>
        <a href="#pricing">View plans</a>
      </Button>
    ),
  },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A free trial: "{credits} of {freeTier} free credits used" over a bar (spec apps.md §2.1). */
export const FreeTrial: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Free Trial')).toBeVisible();
    await expect(canvas.getByText('420 of 1,000 free credits used')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'Free credits used' });
    await expect(bar).toHaveAttribute('aria-valuenow', '420');
    await expect(bar.closest('[data-warning]')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'View plans' })).toBeVisible();
  },
};

/** At 80% of the free tier the text and bar turn red (spec 000 §9). */
export const FreeTrialWarning: Story = {
  args: { usage: { kind: 'credits', credits: 800, freeTier: 1000 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('800 of 1,000 free credits used').closest('[data-warning]')).not.toBeNull();
  },
};

/** A subscription counts the month's sessions. */
export const Subscription: Story = {
  args: { status: 'subscription', usage: { kind: 'sessions', sessionsThisMonth: 1204 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Subscription')).toBeVisible();
    await expect(canvas.getByText('1,204 sessions this month')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** Enterprise: the month's sessions too. */
export const Enterprise: Story = {
  args: { status: 'enterprise', usage: { kind: 'sessions', sessionsThisMonth: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 session this month')).toBeVisible();
  },
};

/** While the usage loads. */
export const Loading: Story = {
  args: { usage: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Plan').closest('section')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText(/free credits used/)).toBeNull();
  },
};
