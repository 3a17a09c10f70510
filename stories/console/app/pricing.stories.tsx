import { mockStore, ops, scenario } from '@console/api-client/mocks';
import type { BillingPlan } from '@console/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { consoleLocation } from '../support/console-screen';
import { findDialog, page } from '../support/settled';
import {
  appScreen,
  type AppScreenArgs,
  loadErrorStory,
  loadErrorTryAgainStory,
  loadingStory,
  supervisorRedirectedStory,
} from './support/app-screen';

const meta = {
  title: 'Console/App/Pricing',
  ...appScreen,
  args: { path: '/passkeys/pricing', as: 'owner' },
} satisfies Meta<AppScreenArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The plans as GET /{app}/billing/plans answers them: prices are data. */
const PLANS: BillingPlan[] = [
  {
    id: 'free-trial',
    name: 'Free Trial',
    priceLabel: '500 free sessions',
    includedCredits: 500,
    features: ['Every feature of the app', 'Shared SMS number'],
  },
  {
    id: 'subscription',
    name: 'Subscription',
    priceLabel: '$0.25 per session',
    includedCredits: null,
    features: ['Pay for each SMS sent', 'Your own Twilio number', 'E-mail support'],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    priceLabel: 'Volume pricing, SSO, SLA',
    includedCredits: null,
    features: ['Volume discounts', 'Single sign-on', 'Uptime SLA'],
  },
];

const heading = { level: 1, name: 'Pricing' } as const;

/** The page once its plans loaded (the skeleton has the same title). */
const ready = async () => {
  await page().findByRole('heading', { level: 2, name: 'Enterprise' });
  return page().getByRole('heading', heading);
};

/** The card (section) of one plan, by its title. */
function planCard(name: string) {
  const card = page().getByRole('heading', { level: 2, name }).closest('section');
  if (!card) throw new Error(`no card ${name}`);
  return within(card);
}

/** A subscribed app: "Current plan" on Subscription; only Enterprise offers Contact sales. */
export const Subscription: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.listBillingPlans).reply(PLANS));
  },
  async play() {
    await ready();
    await expect(planCard('Subscription').getByText('Current plan')).toBeVisible();
    await expect(planCard('Free Trial').getByText('500 free sessions')).toBeVisible();
    await expect(planCard('Enterprise').getByText('Volume pricing, SSO, SLA')).toBeVisible();
    await expect(planCard('Enterprise').getByRole('button', { name: 'Contact sales' })).toBeVisible();
    await expect(page().queryByRole('button', { name: 'Subscribe' })).toBeNull();
    await expect(page().queryByRole('button', { name: 'Start Free Trial' })).toBeNull();
    await expect(page().getAllByText('Current plan')).toHaveLength(1);
  },
};

/** During a free trial, Subscribe opens the Contact sales dialog prefilled with the plan and the app. */
export const FreeTrialSubscribe: Story = {
  args: { path: '/one-time-passcode/pricing' },
  beforeEach({ msw }) {
    msw.use(scenario(ops.listBillingPlans).reply(PLANS));
  },
  async play() {
    await ready();
    await expect(planCard('Free Trial').getByText('Current plan')).toBeVisible();
    await userEvent.click(planCard('Subscription').getByRole('button', { name: 'Subscribe' }));
    const dialog = within(await findDialog('Contact sales'));
    await expect(dialog.getByText('Subject: Subscribe to One-Time Passcode')).toBeVisible();
    const send = dialog.getByRole('link', { name: 'Send' });
    await expect(send.getAttribute('href')).toContain(encodeURIComponent('Subscribe to One-Time Passcode'));
  },
};

/** Enterprise's Contact sales names the Enterprise plan of the app. */
export const ContactSalesEnterprise: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.listBillingPlans).reply(PLANS));
  },
  async play() {
    await ready();
    await userEvent.click(planCard('Enterprise').getByRole('button', { name: 'Contact sales' }));
    const dialog = within(await findDialog('Contact sales'));
    await expect(dialog.getByText('Subject: Passkeys: Enterprise plan')).toBeVisible();
  },
};

/** A cancelled app is on no plan: Subscribe again, or Contact sales. */
export const Cancelled: Story = {
  beforeEach({ msw }) {
    mockStore.billing.passkeys.status = 'cancelled';
    msw.use(scenario(ops.listBillingPlans).reply(PLANS));
  },
  async play() {
    await ready();
    await expect(page().queryByText('Current plan')).toBeNull();
    await expect(planCard('Subscription').getByRole('button', { name: 'Subscribe' })).toBeVisible();
  },
};

/** On Enterprise: its badge, and nothing to ask sales. */
export const Enterprise: Story = {
  beforeEach({ msw }) {
    mockStore.billing.passkeys.status = 'enterprise';
    msw.use(scenario(ops.listBillingPlans).reply(PLANS));
  },
  async play() {
    await ready();
    await expect(planCard('Enterprise').getByText('Current plan')).toBeVisible();
    await expect(page().queryByRole('button', { name: 'Contact sales' })).toBeNull();
  },
};

/** An inactive app: Start Free Trial starts it, says "Free trial started" and opens the app's dashboard. */
export const StartFreeTrial: Story = {
  args: { path: '/payments/pricing' },
  beforeEach({ msw }) {
    msw.use(scenario(ops.listBillingPlans).reply(PLANS));
  },
  async play() {
    await ready();
    await userEvent.click(planCard('Free Trial').getByRole('button', { name: 'Start Free Trial' }));
    await expect(await page().findByText('Free trial started')).toBeInTheDocument();
    await waitFor(() => expect(consoleLocation().pathname).toBe('/payments'));
    await expect(mockStore.billing.payments.status).toBe('free-trial');
  },
};

/** The trial could not be started: "Failed to start free trial" with the server's message; the page stays. */
export const StartFreeTrialFails: Story = {
  args: { path: '/payments/pricing' },
  beforeEach({ msw }) {
    msw.use(scenario(ops.listBillingPlans).reply(PLANS), scenario(ops.startFreeTrial).serverError());
  },
  async play() {
    await ready();
    await userEvent.click(planCard('Free Trial').getByRole('button', { name: 'Start Free Trial' }));
    const toast = await page().findByRole('status', { name: 'Failed to start free trial' });
    await expect(toast).toHaveTextContent('An unknown error occurred');
    await expect(consoleLocation().pathname).toBe('/payments/pricing');
  },
};

/** The plans are loading: the page's skeleton. */
export const Loading: Story = loadingStory(ops.listBillingPlans, 'Loading the plans');

/** The plans could not be loaded: "Couldn't load plans." and Try again. */
export const LoadError: Story = loadErrorStory(ops.listBillingPlans, "Couldn't load plans.");

/** Try again loads the page once the server answers. */
export const LoadErrorTryAgain: Story = loadErrorTryAgainStory(
  ops.listBillingPlans,
  "Couldn't load plans.",
  ready,
);

/** A supervisor reaching Pricing is sent to the app root. */
export const SupervisorRedirected: Story = supervisorRedirectedStory();
