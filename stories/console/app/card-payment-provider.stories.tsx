import { ADYEN_CURRENCIES, PAYMENT_PROVIDER_MESSAGES, type ProviderConnection } from '@console/api-client';
import { ERROR_MESSAGES } from '@console/api-client/rules';
import { MOCK_STRIPE_ACCOUNT, mockStore, ops, paymentProviderOf, scenario } from '@console/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { noScreenshot } from '../../support/screenshot';
import { consoleLocation } from '../support/console-screen';
import { findDialog, openDialog, page, settled } from '../support/settled';
import {
  appScreen,
  type AppScreenArgs,
  loadErrorStory,
  loadingStory,
  supervisorRedirectedStory,
} from './support/app-screen';
import { STRIPE_CONNECTION } from './support/stripe-connection';

/**
 * Payments › Configuration › Card Payment Provider (apps.md §3.5) in the whole console over the mocks: Stripe through
 * Connect's OAuth (the connect call, the callback page), Adyen's credential form with Test, one provider at a time,
 * the connection's details and Disconnect.
 */
const meta = {
  title: 'Console/App/Card Payment Provider',
  ...appScreen,
  args: { path: '/payments/settings/card-payment-provider', as: 'owner' },
  beforeEach() {
    // The demo's payments app is inactive; the page is shown as a subscriber sees it.
    mockStore.billing.payments.status = 'subscription';
  },
} satisfies Meta<AppScreenArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const CALLBACK = '/payments/settings/card-payment-provider/callback';
const STRIPE = STRIPE_CONNECTION;
const ADYEN: ProviderConnection & { secret: string } = {
  provider: 'adyen',
  accountId: 'NorthwindECOM',
  accountName: 'NorthwindECOM',
  livemode: true,
  currencies: [...ADYEN_CURRENCIES],
  connectedAt: '2026-11-19T09:15:00.000Z',
  connectedBy: { firstName: 'Olivia', lastName: 'Bennett' },
  secret: 'AQE_mock',
};
const connected = (connection: ProviderConnection & { secret: string }) => () => {
  paymentProviderOf(mockStore).connection = connection;
};

const card = (name: string) => page().findByRole('region', { name });
const toastShown = (name: string) =>
  waitFor(() => expect(page().getByRole('status', { name })).toBeVisible(), { timeout: 5000 });

/** Nothing connected: both providers offered, "Connect with Stripe" and Adyen's Connect. */
export const NotConnected: Story = {
  async play() {
    const stripe = within(await card('Stripe'));
    await expect(stripe.getByText('Not connected')).toBeVisible();
    await expect(stripe.getByRole('button', { name: 'Connect with Stripe' })).toBeEnabled();
    const adyen = within(await card('Adyen'));
    await expect(adyen.getByRole('button', { name: 'Connect Adyen' })).toBeEnabled();
    await expect(page().queryByText(PAYMENT_PROVIDER_MESSAGES.oneAtATime)).toBeNull();
  },
};

/** The connection never answers: the title and the cards' outlines. */
export const Loading: Story = loadingStory(ops.getPaymentProvider, 'Loading the card payment provider');

/** The connection fails to load: "Couldn't load the card payment provider." and Try again. */
export const LoadError: Story = {
  ...loadErrorStory(ops.getPaymentProvider, "Couldn't load the card payment provider."),
  name: 'Error',
};

/** Stripe connected: its account, ID, Test mode, who and when; Adyen disabled, saying why. */
export const StripeConnected: Story = {
  beforeEach: connected(STRIPE),
  async play() {
    const stripe = within(await card('Stripe'));
    await expect(stripe.getByText('Connected')).toBeVisible();
    await expect(stripe.getByText('Northwind Contact')).toBeVisible();
    await expect(stripe.getByText(MOCK_STRIPE_ACCOUNT.accountId)).toBeVisible();
    await expect(stripe.getByText('Test')).toBeVisible();
    await expect(stripe.getByText('Marcus Reed on Nov 20, 2026, 4:30:00 PM')).toBeVisible();
    const adyen = within(await card('Adyen'));
    await expect(adyen.getByRole('button', { name: 'Connect Adyen' })).toBeDisabled();
    await expect(adyen.getByText('Disconnect the current provider to connect another one')).toBeVisible();
  },
};

/** Adyen connected in live mode: "Live", Manage and Disconnect; Stripe's Connect disabled. */
export const AdyenConnected: Story = {
  beforeEach: connected(ADYEN),
  async play() {
    const adyen = within(await card('Adyen'));
    await expect(adyen.getByText('Live')).toBeVisible();
    await expect(adyen.getByText('Olivia Bennett on Nov 19, 2026, 9:15:00 AM')).toBeVisible();
    await expect(adyen.getByRole('button', { name: 'Manage Adyen' })).toBeVisible();
    const stripe = within(await card('Stripe'));
    await expect(stripe.getByRole('button', { name: 'Connect with Stripe' })).toBeDisabled();
    await expect(stripe.getByText('Disconnect the current provider to connect another one')).toBeVisible();
  },
};

/**
 * "Connect with Stripe" asks the server for Stripe's authorize address and sends the browser there (here an address
 * of this page, so the story stays: the mocks' own answer, connect.stripe.com, is checked by the contract table).
 */
export const ConnectWithStripe: Story = {
  ...noScreenshot('leaves the page for the address the server answered'),
  beforeEach({ msw }) {
    msw.use(
      scenario(ops.connectStripe).reply({
        url: `${window.location.href.replace(/#.*$/, '')}#stripe-authorize`,
      }),
    );
  },
  async play() {
    const stripe = within(await card('Stripe'));
    await userEvent.click(stripe.getByRole('button', { name: 'Connect with Stripe' }));
    await waitFor(() => expect(window.location.hash).toBe('#stripe-authorize'));
    window.history.replaceState(null, '', window.location.href.replace(/#.*$/, ''));
  },
};

/** Connecting Stripe while the server has no Stripe platform credentials: the server's words in a toast. */
export const ConnectWithStripeUnavailable: Story = {
  ...noScreenshot('ends as NotConnected with a toast'),
  beforeEach({ msw }) {
    msw.use(scenario(ops.connectStripe).error('PAYMENT_PROVIDER_UNAVAILABLE'));
  },
  async play() {
    const stripe = within(await card('Stripe'));
    await userEvent.click(stripe.getByRole('button', { name: 'Connect with Stripe' }));
    await toastShown('Stripe could not be connected');
    await expect(page().getByText(ERROR_MESSAGES.PAYMENT_PROVIDER_UNAVAILABLE)).toBeVisible();
  },
};

/** Adyen's form: Save with nothing typed puts the api-client's words under the fields. */
export const AdyenInvalid: Story = {
  async play() {
    const dialog = within(await openDialog('Connect Adyen'));
    await expect(dialog.getByRole('combobox', { name: 'Environment' })).toHaveValue('test');
    const save = dialog.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await expect(await dialog.findByText('API key is required')).toBeVisible();
    await expect(dialog.getByText('Merchant account is required')).toBeVisible();
    await settled(save);
  },
};

/** Test, then Save: "Test passed", "Adyen has been configured", and the card shows the connection. */
export const AdyenConnect: Story = {
  ...noScreenshot('ends as AdyenConnected in test mode with toasts'),
  async play() {
    const dialog = within(await openDialog('Connect Adyen'));
    await userEvent.type(dialog.getByLabelText('API key'), 'AQEyhmfxK0_story');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Merchant account' }), 'NorthwindECOM');
    await userEvent.click(dialog.getByRole('button', { name: 'Test' }));
    await toastShown('Test passed');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await toastShown('Adyen has been configured');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    const adyen = within(await card('Adyen'));
    await expect(await adyen.findByText('Connected')).toBeVisible();
    await expect(adyen.getAllByText('NorthwindECOM')).toHaveLength(2);
    await expect(adyen.getByText('Test')).toBeVisible();
  },
};

/** Adyen refuses the key: the test fails with its words, Save is refused, and what was typed stays. */
export const AdyenRefused: Story = {
  ...noScreenshot('the form as typed, with toasts'),
  beforeEach({ msw }) {
    msw.use(
      scenario(ops.testPaymentProvider).reply({
        wasSuccessful: false,
        message: 'Not authorized to access this service.',
      }),
      scenario(ops.savePaymentProvider).error('PAYMENT_PROVIDER_FAILED', {
        message: 'Not authorized to access this service.',
      }),
    );
  },
  async play() {
    const dialog = within(await openDialog('Connect Adyen'));
    await userEvent.type(dialog.getByLabelText('API key'), 'wrong-key');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Merchant account' }), 'NorthwindECOM');
    await userEvent.click(dialog.getByRole('button', { name: 'Test' }));
    await toastShown('Test failed. Please check your credentials and try again.');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await toastShown('Adyen could not be saved');
    await expect(page().getByText('Not authorized to access this service.')).toBeVisible();
    await settled();
    await expect(dialog.getByLabelText('API key')).toHaveValue('wrong-key');
    await expect(dialog.getByRole('textbox', { name: 'Merchant account' })).toHaveValue('NorthwindECOM');
  },
};

/** Disconnect asks first: "Disconnect Stripe?" and what it means for agents. */
export const DisconnectConfirm: Story = {
  beforeEach: connected(STRIPE),
  async play() {
    const stripe = within(await card('Stripe'));
    await userEvent.click(stripe.getByRole('button', { name: 'Disconnect Stripe' }));
    const dialog = within(await findDialog('Disconnect Stripe?', 'alertdialog'));
    await expect(dialog.getByText("Agents can't take payments until a provider is connected.")).toBeVisible();
  },
};

/** Confirmed: "Stripe has been disconnected", and both providers are offered again. */
export const Disconnect: Story = {
  ...noScreenshot('ends as NotConnected with a toast'),
  beforeEach: connected(STRIPE),
  async play() {
    const stripe = within(await card('Stripe'));
    await userEvent.click(stripe.getByRole('button', { name: 'Disconnect Stripe' }));
    const dialog = within(await findDialog('Disconnect Stripe?', 'alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Disconnect' }));
    await toastShown('Stripe has been disconnected');
    await expect(await stripe.findByRole('button', { name: 'Connect with Stripe' })).toBeEnabled();
    await expect(within(await card('Adyen')).getByRole('button', { name: 'Connect Adyen' })).toBeEnabled();
  },
};

/** A supervisor reaching the page by its address is sent to the app root. */
export const Supervisor: Story = supervisorRedirectedStory('Payments', '/payments');

/** Back from Stripe: "Connecting your Stripe account..." while the server exchanges the code. */
export const CallbackConnecting: Story = {
  args: { path: `${CALLBACK}?code=ac_story&state=pst_story` },
  beforeEach({ msw }) {
    msw.use(scenario(ops.completeStripeCallback).never());
  },
  async play() {
    await expect(
      await page().findByRole('heading', { level: 2, name: 'Connecting your Stripe account...' }),
    ).toBeVisible();
  },
};

/** The exchange succeeds: "Stripe has been connected" and the provider page, the callback replaced. */
export const CallbackConnected: Story = {
  ...noScreenshot('ends as StripeConnected with a toast'),
  args: { path: `${CALLBACK}?code=ac_story&state=pst_story` },
  beforeEach({ msw }) {
    msw.use(
      scenario(ops.completeStripeCallback).reply({
        provider: 'stripe',
        accountId: MOCK_STRIPE_ACCOUNT.accountId,
        accountName: MOCK_STRIPE_ACCOUNT.accountName,
        livemode: false,
        connectedAt: '2026-11-21T10:00:00.000Z',
      }),
      scenario(ops.getPaymentProvider).reply({ ...STRIPE, secret: undefined }),
    );
  },
  async play() {
    await toastShown('Stripe has been connected');
    await waitFor(() => expect(consoleLocation().pathname).toBe('/payments/settings/card-payment-provider'));
    await expect(await within(await card('Stripe')).findByText('Northwind Contact')).toBeVisible();
  },
};

/** Stripe sends an error back (the admin declined): its description and "Back to card payment provider". */
export const CallbackDeclined: Story = {
  args: {
    path: `${CALLBACK}?error=access_denied&error_description=${encodeURIComponent('The user denied your request')}`,
  },
  async play() {
    await expect(await page().findByRole('alert')).toHaveTextContent('The user denied your request');
    await expect(page().getByRole('link', { name: 'Back to card payment provider' })).toBeVisible();
  },
};

/** A state the server never gave (or one used or expired): the server's words, and the way back. */
export const CallbackExpired: Story = {
  ...noScreenshot('the same screen as CallbackDeclined with the server’s message'),
  args: { path: `${CALLBACK}?code=ac_story&state=pst_never_started` },
  async play() {
    await expect(await page().findByRole('alert')).toHaveTextContent(PAYMENT_PROVIDER_MESSAGES.stateInvalid);
    await userEvent.click(page().getByRole('link', { name: 'Back to card payment provider' }));
    await waitFor(() => expect(consoleLocation().pathname).toBe('/payments/settings/card-payment-provider'));
    await expect(await card('Stripe')).toBeVisible();
  },
};
