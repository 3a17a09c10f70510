import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, PricingCard } from '@console/ui';

const meta = {
  title: 'UI/PricingCard',
  component: PricingCard,
  args: {
    name: 'Subscription',
    priceLabel: '$0.25 per session',
    features: ['Unlimited sessions', 'Your own Twilio number', 'Webhooks and log forwarding'],
  },
  decorators: [(Story) => <div style={{ width: 300 }}>{Story()}</div>],
} satisfies Meta<typeof PricingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const subscribe = fn();

/** A plan the app is not on: its price, features and action. */
export const Offer: Story = {
  args: { action: <Button onClick={subscribe}>Subscribe</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Subscription' })).toBeVisible();
    await expect(canvas.getByText('$0.25 per session')).toBeVisible();
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByText('Current plan')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(subscribe).toHaveBeenCalledOnce();
  },
};

/** The plan the app is on: "Current plan" (spec apps.md §2.3), no action. */
export const Current: Story = {
  args: { name: 'Free Trial', priceLabel: '1,000 free sessions', features: ['Every feature'], current: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Current plan')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The Pricing page's three cards. */
export const PricingPage: Story = {
  decorators: [(Story) => <div style={{ width: 'auto' }}>{Story()}</div>],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 18rem)', gap: '16px' }}>
      <PricingCard name="Free Trial" priceLabel="1,000 free sessions" features={['Every feature']} current />
      <PricingCard
        name="Subscription"
        priceLabel="$0.25 per session"
        features={['Unlimited sessions', 'Your own Twilio number']}
        action={<Button>Subscribe</Button>}
      />
      <PricingCard
        name="Enterprise"
        priceLabel="Volume pricing, SSO, SLA"
        action={<Button variant="outline">Contact sales</Button>}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading')).toHaveLength(3);
    await expect(canvas.getAllByText('Current plan')).toHaveLength(1);
  },
};
