import { mockStore, ops, scenario } from '@console/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { noScreenshot } from '../../support/screenshot';
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
  title: 'Console/App/Billing',
  ...appScreen,
  args: { path: '/passkeys/settings/billing', as: 'owner' },
} satisfies Meta<AppScreenArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = { level: 1, name: 'Billing' } as const;

/** The page once its usage loaded (the skeleton has the same title). */
const ready = async () => {
  await page().findByRole('heading', { level: 2, name: /plan$/ });
  return page().getByRole('heading', heading);
};
const CREDITS_USED_UP = 'Your free trial credits are used up. Subscribe to keep sending requests.';

/** A subscription: its status, the period's sessions, Change plan and Cancel subscription. */
export const Subscription: Story = {
  async play() {
    await ready();
    await expect(page().getAllByText('Subscription').length).toBeGreaterThan(0);
    await expect(page().getByText(/sessions this month/)).toBeVisible();
    await expect(page().getByRole('link', { name: 'Change plan' })).toHaveAttribute(
      'href',
      '/passkeys/pricing',
    );
    await expect(page().getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
    await expect(page().queryByText(CREDITS_USED_UP)).toBeNull();
  },
};

/** A free trial past 80% of its credits: the bar turns red; no cancel. */
export const FreeTrialWarning: Story = {
  args: { path: '/one-time-passcode/settings/billing' },
  async play() {
    await ready();
    const used = page().getByText('425 of 500 free credits used');
    await expect(used).toBeVisible();
    await expect(used.closest('[data-warning]')).not.toBeNull();
    await expect(page().queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    await expect(page().queryByText(CREDITS_USED_UP)).toBeNull();
  },
};

/** Every free credit used: the banner says new requests need a subscription. */
export const CreditsUsedUp: Story = {
  args: { path: '/one-time-passcode/settings/billing' },
  beforeEach() {
    mockStore.billing['one-time-passcode'].credits = mockStore.billing['one-time-passcode'].freeTier;
  },
  async play() {
    await ready();
    await expect(page().getByRole('alert')).toHaveTextContent(CREDITS_USED_UP);
  },
};

/** A cancelled app: its status, Change plan to subscribe again, nothing to cancel. */
export const Cancelled: Story = {
  beforeEach() {
    mockStore.billing.passkeys.status = 'cancelled';
  },
  async play() {
    await ready();
    await expect(page().getAllByText('Cancelled').length).toBeGreaterThan(0);
    await expect(page().queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  },
};

/** Enterprise: its status; cancelling goes through sales, not this page. */
export const Enterprise: Story = {
  beforeEach() {
    mockStore.billing.passkeys.status = 'enterprise';
  },
  async play() {
    await ready();
    await expect(page().getAllByText('Enterprise').length).toBeGreaterThan(0);
    await expect(page().queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  },
};

/** Cancel subscription asks first, in the spec's words; Keep subscription changes nothing. */
export const CancelConfirm: Story = {
  async play() {
    await ready();
    await userEvent.click(page().getByRole('button', { name: 'Cancel subscription' }));
    const dialog = within(await findDialog('Cancel Passkeys subscription?', 'alertdialog'));
    await expect(
      dialog.getByText(/^Agents can send Passkeys requests until .+\. Your data is kept for 90 days\.$/),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Keep subscription' })).toHaveFocus();
    await expect(dialog.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
  },
};

/** Confirmed: POST /{app}/billing/cancel, the toast, and the status becomes Cancelled. */
export const CancelSubscription: Story = {
  ...noScreenshot('ends as Cancelled, with a toast'),
  async play() {
    await ready();
    await userEvent.click(page().getByRole('button', { name: 'Cancel subscription' }));
    const dialog = within(await findDialog('Cancel Passkeys subscription?', 'alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel subscription' }));
    await expect(await page().findByText('Subscription cancelled')).toBeInTheDocument();
    await waitFor(() => expect(mockStore.billing.passkeys.status).toBe('cancelled'));
    await waitFor(() => expect(page().queryByRole('button', { name: 'Cancel subscription' })).toBeNull());
  },
};

/** The cancel fails: "Something went wrong" with the server's message; the dialog stays open. */
export const CancelFails: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.cancelSubscription).serverError());
  },
  async play() {
    await ready();
    await userEvent.click(page().getByRole('button', { name: 'Cancel subscription' }));
    const dialog = within(await findDialog('Cancel Passkeys subscription?', 'alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel subscription' }));
    const toast = await page().findByRole('status', { name: 'Something went wrong' });
    await expect(toast).toHaveTextContent('An unknown error occurred');
    await expect(page().getByRole('alertdialog')).toBeVisible();
    await expect(mockStore.billing.passkeys.status).toBe('subscription');
  },
};

/** The usage is loading: the page's skeleton. */
export const Loading: Story = loadingStory(ops.getUsage, 'Loading the billing');

/** The usage could not be loaded: "Couldn't load billing." and Try again. */
export const LoadError: Story = loadErrorStory(ops.getUsage, "Couldn't load billing.");

/** Try again loads the page once the server answers. */
export const LoadErrorTryAgain: Story = loadErrorTryAgainStory(ops.getUsage, "Couldn't load billing.", ready);

/** A supervisor reaching Billing is sent to the app root. */
export const SupervisorRedirected: Story = supervisorRedirectedStory();
