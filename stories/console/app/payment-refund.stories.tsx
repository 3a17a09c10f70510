import { paymentDetailsOf, REFUND_MESSAGES, type AppSessionWithEvents } from '@console/api-client';
import { mockStore, ops, paymentProviderOf, scenario } from '@console/api-client/mocks';
import { formatMinorUnits } from '@console/api-client/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { noScreenshot } from '../../support/screenshot';
import { findDialog, page, settled } from '../support/settled';
import { appScreen, type AppScreenArgs } from './support/app-screen';
import { consoleLocation } from '../support/console-screen';
import { seededPage, seededSessions } from './support/seeded-sessions';
import { STRIPE_CONNECTION } from './support/stripe-connection';

/** The newest seeded payment that matches: paid with items and nothing refunded yet, or refunded in full. */
function payment(match: (session: AppSessionWithEvents) => boolean): AppSessionWithEvents {
  const found = seededSessions('payments').find(match);
  if (!found) throw new Error('no such seeded payment');
  return found;
}
const details = (session: AppSessionWithEvents) => paymentDetailsOf(session.details);
/** The newest paid Stripe payment with items, its card and Stripe id, nothing refunded yet. */
function paidStripePayment() {
  for (const session of seededSessions('payments')) {
    const payment = details(session);
    if (session.status !== 'success' || payment?.provider !== 'stripe' || payment.refundedAmount !== 0)
      continue;
    const [item] = payment.lineItems;
    const { card, providerPaymentId } = payment;
    if (item && card && providerPaymentId) return { session, payment, item, card, providerPaymentId };
  }
  throw new Error('no paid Stripe payment with items in the seed');
}
const {
  session: PAID,
  payment: PAID_DETAILS,
  item: ITEM,
  card: CARD,
  providerPaymentId: STRIPE_ID,
} = paidStripePayment();
const REFUNDED = payment(
  (session) => session.status === 'success' && details(session)?.refundedAmount === details(session)?.amount,
);
const money = (minor: number) => formatMinorUnits(minor, PAID_DETAILS.currency);
const drawerOf = (session: AppSessionWithEvents) => `/payments/payments?session=${session.id}`;

/**
 * Payments' own parts of the activity page (apps.md §3.5) in the whole console over the mocks: the drawer's payment
 * lines (amount, card, 3-D Secure, items, the provider's id with "View in Stripe"), Refund payment (part or all of
 * what is left, the amount's rule, the provider's refusal), the Refunded filter and the search by card last 4 and
 * payment id. Stripe is connected unless a story says otherwise.
 */
const meta = {
  title: 'Console/App/Payment Refund',
  ...appScreen,
  args: { path: drawerOf(PAID), as: 'owner' },
  beforeEach() {
    mockStore.billing.payments.status = 'subscription';
    paymentProviderOf(mockStore).connection = STRIPE_CONNECTION;
  },
} satisfies Meta<AppScreenArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawer = async () => within(await page().findByRole('dialog', { name: /^Session / }));
const refundButton = async () => (await drawer()).findByRole('button', { name: 'Refund payment' });
const amount = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /^Amount/ });
const reason = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: /^Reason/ });
const toastShown = (name: string) =>
  waitFor(() => expect(page().getByRole('status', { name })).toBeVisible(), { timeout: 5000 });

/** Refund payment opened, the amount (the remainder unless given) and a reason typed in. */
async function fillRefund(typed?: string) {
  await userEvent.click(await refundButton());
  const dialog = await findDialog('Refund payment');
  if (typed !== undefined) {
    await userEvent.clear(amount(dialog));
    await userEvent.type(amount(dialog), typed);
  }
  await userEvent.selectOptions(reason(dialog), 'Requested by customer');
  return dialog;
}

/** A paid payment: its amount, card, 3-D Secure result and items, the Stripe id with "View in Stripe", and Refund payment. */
export const PaidPayment: Story = {
  async play() {
    const body = await drawer();
    await expect(await body.findByText(money(PAID_DETAILS.amount))).toBeVisible();
    await expect(body.getByText(`${CARD.brand} •••• ${CARD.last4}`)).toBeVisible();
    await expect(body.getByText(`${ITEM.name} · ${money(ITEM.price)}`)).toBeVisible();
    await expect(body.getByText(STRIPE_ID)).toBeVisible();
    await expect(await body.findByRole('link', { name: 'View in Stripe' })).toHaveAttribute(
      'href',
      `https://dashboard.stripe.com/test/payments/${STRIPE_ID}`,
    );
    await expect(await refundButton()).toBeEnabled();
  },
};

/** Refund payment: the remainder as the amount, the reason still to choose. */
export const RefundDialog: Story = {
  async play() {
    await userEvent.click(await refundButton());
    const dialog = await findDialog('Refund payment');
    await expect(amount(dialog)).toHaveValue(money(PAID_DETAILS.amount).replace(/[^\d.]/g, ''));
    await expect(reason(dialog)).toHaveValue('');
    await expect(within(dialog).getByRole('button', { name: 'Refund' })).toBeEnabled();
  },
};

/** Part refunded: "Refund of $1.00 issued", the drawer's Refunded line, and Refund payment still offered for the rest. */
export const PartialRefund: Story = {
  async play() {
    const dialog = await fillRefund('1.00');
    const submit = within(dialog).getByRole('button', { name: 'Refund' });
    await userEvent.click(submit);
    await toastShown(REFUND_MESSAGES.issued('$1.00'));
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'Refund payment' })).toBeNull());
    const body = await drawer();
    await expect(await body.findByText('Refunded')).toBeVisible();
    await expect(body.getByText('$1.00', { selector: 'dd' })).toBeVisible();
    await expect(await refundButton()).toBeEnabled();
  },
};

/** All of it refunded: the toast, the payment marked Refunded in the list, and no Refund payment any more. */
export const FullRefund: Story = {
  ...noScreenshot('ends as Fully Refunded, with a toast'),
  async play() {
    const dialog = await fillRefund();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await toastShown(REFUND_MESSAGES.issued(money(PAID_DETAILS.amount)));
    const body = await drawer();
    await waitFor(() => expect(body.queryByRole('button', { name: 'Refund payment' })).toBeNull());
    await expect(body.getByText('Refunded')).toBeVisible();
    await settled();
  },
};

/** A payment refunded in full: its Refunded line, and nothing more to refund. */
export const FullyRefunded: Story = {
  args: { path: drawerOf(REFUNDED) },
  async play() {
    const body = await drawer();
    await expect(await body.findByText('Refunded')).toBeVisible();
    await expect(body.queryByRole('button', { name: 'Refund payment' })).toBeNull();
  },
};

/** Above what is left and no reason: the rule's words under each field, what was typed kept, nothing sent. */
export const AmountOutOfRange: Story = {
  async play() {
    await userEvent.click(await refundButton());
    const dialog = await findDialog('Refund payment');
    await userEvent.clear(amount(dialog));
    await userEvent.type(amount(dialog), '100000');
    const submit = within(dialog).getByRole('button', { name: 'Refund' });
    await userEvent.click(submit);
    const words = REFUND_MESSAGES.amountRange('$0.01', money(PAID_DETAILS.amount));
    await expect(await within(dialog).findByText(words)).toBeVisible();
    await expect(within(dialog).getByText(REFUND_MESSAGES.reasonRequired)).toBeVisible();
    await expect(amount(dialog)).toHaveValue('100000');
    await expect(page().queryByRole('status', { name: /^Refund of/ })).toBeNull();
    await settled(submit);
  },
};

/** Stripe refuses: "Refund failed: {Stripe's words}", the dialog kept open with the amount and reason as typed. */
export const ProviderRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      scenario(ops.refundPayment).error('PAYMENT_PROVIDER_FAILED', {
        message: 'Charge ch_3Nx has been disputed and cannot be refunded.',
      }),
    );
  },
  async play() {
    const dialog = await fillRefund('2.50');
    const submit = within(dialog).getByRole('button', { name: 'Refund' });
    await userEvent.click(submit);
    await toastShown(REFUND_MESSAGES.failed('Charge ch_3Nx has been disputed and cannot be refunded.'));
    await expect(amount(dialog)).toHaveValue('2.50');
    await expect(reason(dialog)).toHaveValue('requested_by_customer');
    await settled(submit);
  },
};

/** No card provider connected: the server's reason in the failure toast. */
export const NoProvider: Story = {
  ...noScreenshot('ends as Provider Refused with another message'),
  beforeEach() {
    paymentProviderOf(mockStore).connection = null;
  },
  async play() {
    const body = await drawer();
    await expect(await body.findByText(STRIPE_ID)).toBeVisible();
    await expect(body.queryByRole('link', { name: 'View in Stripe' })).toBeNull();
    const dialog = await fillRefund();
    const submit = within(dialog).getByRole('button', { name: 'Refund' });
    await userEvent.click(submit);
    await toastShown(REFUND_MESSAGES.failed(REFUND_MESSAGES.noProvider));
    await settled(submit);
  },
};

/** A supervisor reads the payment (no link to the provider, which only admins read) and cannot refund it. */
export const Supervisor: Story = {
  args: { as: 'supervisor' },
  async play() {
    const body = await drawer();
    await expect(await body.findByText(money(PAID_DETAILS.amount))).toBeVisible();
    await expect(body.queryByRole('link', { name: 'View in Stripe' })).toBeNull();
    await expect(body.queryByRole('button', { name: 'Refund payment' })).toBeNull();
  },
};

const LIST = '/payments/payments';
const countLine = (search: Parameters<typeof seededPage>[1]) => {
  const { items, count } = seededPage('payments', search);
  return `${items.length} of ${count} payments`;
};

/** Refunded: only payments refunded in full or in part, in the address; Reset offered. */
export const RefundedFilter: Story = {
  args: { path: LIST },
  async play({ canvas }) {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Refunded' }));
    await expect(await canvas.findByText(countLine({ refunded: true }))).toBeVisible();
    await expect(consoleLocation().search).toEqual({ refunded: true });
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeEnabled();
  },
};

/** Reset clears Refunded with the other filters. */
export const ResetClearsRefunded: Story = {
  ...noScreenshot('ends as the default list'),
  args: { path: `${LIST}?refunded=true` },
  async play({ canvas }) {
    const refunded = await canvas.findByRole('checkbox', { name: 'Refunded' });
    await expect(refunded).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(await canvas.findByText(countLine({}))).toBeVisible();
    await expect(refunded).not.toBeChecked();
    await expect(consoleLocation().search).toEqual({});
  },
};

/** The search finds a payment by its card's last 4 digits, and by the start of its Stripe id. */
export const SearchByCardAndPaymentId: Story = {
  ...noScreenshot('a list of matching rows, as Refunded Filter shows one'),
  args: { path: LIST },
  async play({ canvas }) {
    const search = await canvas.findByRole('searchbox');
    await userEvent.type(search, CARD.last4);
    await expect(await canvas.findByText(countLine({ q: CARD.last4 }))).toBeVisible();
    await expect(canvas.getByRole('cell', { name: PAID.customerRef })).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, STRIPE_ID.slice(0, 10));
    await expect(await canvas.findByText(countLine({ q: STRIPE_ID.slice(0, 10) }))).toBeVisible();
    await expect(canvas.getByRole('cell', { name: PAID.customerRef })).toBeVisible();
  },
};
