import { ops, scenario } from '@console/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen, consoleScreenParameters } from '../support/console-screen';
import { noScreenshot } from '../../support/screenshot';

const meta = {
  title: 'Console/Settings/Billing',
  parameters: consoleScreenParameters,
  render: () => <ConsoleScreen path="/settings/billing" as="owner" />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
/** The row of an app, found by its title in the App column, once the table has its data. */
const rowOf = (title: string) =>
  waitFor(() => {
    const table = page().getByRole('table', { name: 'Billing of your apps' });
    const rows = within(table).getAllByRole('row');
    const row = rows.find((candidate) => within(candidate).queryByText(title, { exact: true }));
    if (!row) throw new Error(`No billing row for ${title}`);
    return within(row);
  });

/** Every status the mocks seed: Subscription, Free Trial, Enterprise, Cancelled and Inactive, one app each. */
export const EveryStatus: Story = {
  async play() {
    await expect((await rowOf('Passkeys')).getByText('Subscription')).toBeVisible();
    await expect((await rowOf('One-Time Passcode')).getByText('Free Trial')).toBeVisible();
    await expect((await rowOf('Document Signature')).getByText('Enterprise')).toBeVisible();
    await expect((await rowOf('E-Form')).getByText('Cancelled')).toBeVisible();
    const payments = await rowOf('Payments');
    await expect(payments.getByText('Inactive')).toBeVisible();
    await expect(payments.getByRole('button', { name: 'Start Free Trial: Payments' })).toBeVisible();
    // Only the inactive app offers a trial.
    await expect(page().getAllByRole('button', { name: /^Start Free Trial/ })).toHaveLength(1);
  },
};

/** The free trial at 85% of its free tier: 425 of 500 credits, in the warning colour (from 80%). */
export const FreeTrialAt85Percent: Story = {
  async play() {
    const row = await rowOf('One-Time Passcode');
    const bar = row.getByRole('progressbar', { name: 'One-Time Passcode free trial credits' });
    await expect(bar).toHaveAttribute('aria-valuetext', '425 / 500 credits');
    await expect(bar.closest('[data-warning]')).not.toBeNull();
    await expect(row.getByText('425 / 500 credits')).toBeVisible();
  },
};

/** Start Free Trial: the row turns into a free trial with its fresh free tier, and the button goes. */
export const StartFreeTrial: Story = {
  async play() {
    const payments = await rowOf('Payments');
    await userEvent.click(payments.getByRole('button', { name: 'Start Free Trial: Payments' }));
    await expect(await payments.findByText('Free Trial', {})).toBeVisible();
    await expect(await payments.findByText('0 / 500 credits', {})).toBeVisible();
    await expect(payments.queryByRole('button', { name: /^Start Free Trial/ })).toBeNull();
  },
};

/** The server refuses the trial: a toast says why and the row stays inactive. */
export const StartFreeTrialFailure: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.startFreeTrial).serverError());
  },
  async play() {
    const payments = await rowOf('Payments');
    const start = payments.getByRole('button', { name: 'Start Free Trial: Payments' });
    await userEvent.click(start);
    await expect(await page().findByText('The free trial could not be started')).toBeInTheDocument();
    await expect(payments.getByText('Inactive')).toBeVisible();
    // Back to ready after the failed state (1875 ms), so the screenshot is always the same.
    await waitFor(() => expect(start).toHaveAttribute('data-state', 'ready'));
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.getUsage).never());
  },
  async play() {
    await page().findByRole('status', { name: 'Loading the billing' }, { timeout: 10_000 });
    await expect(page().getByRole('table', { name: 'Billing of your apps' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** One app's usage fails once: the page says why, and Try again loads it. */
export const LoadErrorRetry: Story = {
  ...noScreenshot('ends as the loaded billing page'),
  beforeEach({ msw }) {
    msw.use(
      http.get(
        '*/api/passkeys/billing/usage',
        () =>
          HttpResponse.json(
            { statusCode: 500, error: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' },
            { status: 500 },
          ),
        { once: true },
      ),
    );
  },
  async play() {
    const body = page();
    const heading = await body.findByRole('heading', { name: 'The billing could not be loaded' });
    await expect(heading.closest('section')).toHaveTextContent('An unknown error occurred');
    await userEvent.click(body.getByRole('button', { name: 'Try again' }));
    await expect((await rowOf('Passkeys')).getByText('Subscription')).toBeVisible();
  },
};
