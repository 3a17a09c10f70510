import { ops, scenario } from '@console/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { noScreenshot } from '../../support/screenshot';
import { findDialog, page, settled } from '../support/settled';
import {
  appScreen,
  type AppScreenArgs,
  loadErrorStory,
  loadErrorTryAgainStory,
  loadingStory,
  supervisorRedirectedStory,
} from './support/app-screen';
import { CRM, DELIVERIES, ENDPOINTS, FAILED_DELIVERY, FIVE_ENDPOINTS, ORDER_DESK } from './webhooks-data';

const meta = {
  title: 'Console/App/Webhooks',
  ...appScreen,
  args: { path: '/passkeys/settings/webhooks', as: 'owner' },
  beforeEach({ msw }) {
    msw.use(scenario(ops.listWebhookEndpoints).reply(ENDPOINTS));
  },
} satisfies Meta<AppScreenArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = { level: 1, name: 'Webhooks' } as const;

/** The page once its endpoints loaded (the skeleton has the same title). */
const ready = async () => {
  await page().findByRole('heading', { level: 2, name: 'Signing secret' });
  return page().getByRole('heading', heading);
};
const FIRST_URL = ORDER_DESK.url;

/** Deliveries answered as the server pages them: the rows, x-count and no further page. */
const deliveriesHandler = http.get('*/api/passkeys/webhooks/:id/deliveries', ({ request }) => {
  const status = new URL(request.url).searchParams.get('status') ?? 'all';
  const rows = status === 'all' ? DELIVERIES : DELIVERIES.filter((delivery) => delivery.status === status);
  return HttpResponse.json(rows, { headers: { 'x-count': String(rows.length) } });
});

const endpointsTable = () => within(page().getByRole('table', { name: 'Webhook endpoints' }));

/** The endpoints: URL and description, events as chips, status, last delivery; the signing secret masked. */
export const Endpoints: Story = {
  async play() {
    await ready();
    const table = endpointsTable();
    await expect(table.getByText(FIRST_URL)).toBeVisible();
    await expect(table.getByText('Order desk')).toBeVisible();
    await expect(table.getByText('passkeys.enrollment.revoked')).toBeVisible();
    await expect(table.getByText('Enabled')).toBeVisible();
    await expect(table.getByText('Auto-disabled')).toBeVisible();
    await expect(page().getByText('*'.repeat(32))).toBeVisible();
    await expect(page().getByRole('heading', { level: 2, name: 'Verifying webhooks' })).toBeVisible();
    await expect(page().getAllByText('X-Event-Id', { selector: 'code' }).length).toBeGreaterThan(0);
  },
};

/** No endpoints yet: the empty state, and Add endpoint. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.listWebhookEndpoints).reply([]));
  },
  async play() {
    await ready();
    await expect(page().getByText('No endpoints yet.')).toBeVisible();
    await expect(page().getByRole('button', { name: 'Add endpoint' })).toBeEnabled();
  },
};

/** Five endpoints: Add endpoint is disabled and says why. */
export const LimitReached: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.listWebhookEndpoints).reply(FIVE_ENDPOINTS));
  },
  async play() {
    await ready();
    await expect(page().getByText('You can add up to 5 endpoints')).toBeVisible();
    await expect(page().getByRole('button', { name: 'Add endpoint' })).toBeDisabled();
  },
};

/** The endpoints are loading: the page's skeleton. */
export const Loading: Story = loadingStory(ops.listWebhookEndpoints, 'Loading the endpoints');

/** The endpoints could not be loaded: "Couldn't load endpoints." and Try again. */
export const LoadError: Story = loadErrorStory(ops.listWebhookEndpoints, "Couldn't load endpoints.");

/** Try again loads the page once the server answers. */
export const LoadErrorTryAgain: Story = loadErrorTryAgainStory(
  ops.listWebhookEndpoints,
  "Couldn't load endpoints.",
  ready,
);

/** Add endpoint checks the form with the spec's messages before anything is sent. */
export const AddEndpointValidation: Story = {
  async play() {
    await ready();
    const dialog = within(await openAdd());
    await userEvent.type(dialog.getByRole('textbox', { name: /^URL/ }), 'http://hooks.northwind.io/x');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'session.succeeded' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'session.failed' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('URL must start with https://')).toBeVisible();
    await expect(dialog.getByText('Select at least one event')).toBeVisible();
    await settled();
    await userEvent.clear(dialog.getByRole('textbox', { name: /^URL/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^URL/ }), 'https://localhost/hooks');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('URL must be publicly reachable')).toBeVisible();
    await settled();
  },
};

/** A new endpoint is added: "Endpoint added", and the dialog closes. */
export const AddEndpoint: Story = {
  ...noScreenshot('ends as Endpoints, with a toast'),
  async play() {
    await ready();
    const dialog = within(await openAdd());
    await userEvent.type(dialog.getByRole('textbox', { name: /^URL/ }), 'https://hooks.northwind.io/new');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Description/ }), 'Back office');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await page().findByText('Endpoint added')).toBeInTheDocument();
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'Add endpoint' })).toBeNull());
  },
};

/** Edit opens the endpoint's values; saving says "Endpoint updated". */
export const EditEndpoint: Story = {
  ...noScreenshot('ends as Endpoints, with a toast'),
  beforeEach({ msw }) {
    msw.use(scenario(ops.updateWebhookEndpoint).reply({ ...ORDER_DESK, description: 'Orders' }));
  },
  async play() {
    await ready();
    await userEvent.click(page().getByRole('button', { name: `Edit ${FIRST_URL}` }));
    const dialog = within(await findDialog('Edit endpoint'));
    await expect(dialog.getByRole('textbox', { name: /^URL/ })).toHaveValue(FIRST_URL);
    await expect(dialog.getByRole('checkbox', { name: 'passkeys.enrollment.revoked' })).toBeChecked();
    await userEvent.clear(dialog.getByRole('textbox', { name: /^Description/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Description/ }), 'Orders');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await page().findByText('Endpoint updated')).toBeInTheDocument();
  },
};

/** Disable is a PUT with the status: "Endpoint updated". */
export const DisableEndpoint: Story = {
  ...noScreenshot('ends as Endpoints, with a toast'),
  beforeEach({ msw }) {
    msw.use(scenario(ops.updateWebhookEndpoint).reply({ ...ORDER_DESK, status: 'disabled' }));
  },
  async play() {
    await ready();
    await userEvent.click(page().getByRole('button', { name: `Disable ${FIRST_URL}` }));
    await expect(await page().findByText('Endpoint updated')).toBeInTheDocument();
    await expect(page().getByRole('button', { name: `Enable ${CRM.url}` })).toBeVisible();
  },
};

/** Send test event: session.succeeded by default, the answer inline: "Delivered · 200 · 142 ms". */
export const SendTestDelivered: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.sendWebhookTest).reply({ statusCode: 200, durationMs: 142 }));
  },
  async play() {
    await ready();
    const dialog = within(await openTest());
    await expect(dialog.getByRole('combobox', { name: 'Event' })).toHaveValue('session.succeeded');
    await userEvent.click(dialog.getByRole('button', { name: 'Send test event' }));
    await expect(await dialog.findByText('Delivered · 200 · 142 ms')).toBeVisible();
    await settled();
  },
};

/** The endpoint answered 500: "Failed · 500". */
export const SendTestFailed: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.sendWebhookTest).reply({ statusCode: 500, durationMs: 61 }));
  },
  async play() {
    await ready();
    const dialog = within(await openTest());
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Event' }), 'session.failed');
    await userEvent.click(dialog.getByRole('button', { name: 'Send test event' }));
    await expect(await dialog.findByText('Failed · 500')).toBeVisible();
    await settled();
  },
};

/** No answer within 15 s: "Failed · timed out"; closing the dialog leaves the result under the URL. */
export const SendTestTimedOut: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.sendWebhookTest).reply({ statusCode: null, durationMs: 15000, error: 'timed out' }));
  },
  async play() {
    await ready();
    const dialog = within(await openTest());
    await userEvent.click(dialog.getByRole('button', { name: 'Send test event' }));
    await expect(await dialog.findByText('Failed · timed out')).toBeVisible();
    await settled();
    await userEvent.keyboard('{Escape}');
    await expect(await endpointsTable().findByText('Test: Failed · timed out')).toBeVisible();
  },
};

/** Delete asks first, naming the URL. */
export const DeleteConfirm: Story = {
  async play() {
    await ready();
    await userEvent.click(page().getByRole('button', { name: `Delete ${FIRST_URL}` }));
    const dialog = within(await findDialog('Delete this endpoint?', 'alertdialog'));
    await expect(dialog.getByText(`Events will no longer be sent to ${FIRST_URL}.`)).toBeVisible();
  },
};

/** Delete confirmed: "Endpoint deleted". */
export const DeleteEndpoint: Story = {
  ...noScreenshot('ends as Endpoints, with a toast'),
  beforeEach({ msw }) {
    msw.use(http.delete('*/api/passkeys/webhooks/:id', () => new HttpResponse(null, { status: 200 })));
  },
  async play() {
    await ready();
    await userEvent.click(page().getByRole('button', { name: `Delete ${FIRST_URL}` }));
    const dialog = within(await findDialog('Delete this endpoint?', 'alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete endpoint' }));
    await expect(await page().findByText('Endpoint deleted')).toBeInTheDocument();
  },
};

/** Rotate secret asks first, in the spec's words. */
export const RotateConfirm: Story = {
  async play() {
    await ready();
    await userEvent.click(page().getByRole('button', { name: 'Rotate secret' }));
    const dialog = within(await findDialog('Rotate signing secret?', 'alertdialog'));
    await expect(
      dialog.getByText(
        'For 24 hours every request carries signatures for the old and the new secret. After that only the new secret works.',
      ),
    ).toBeVisible();
  },
};

/** Rotation confirmed: "Signing secret rotated", and the old secret's end is said. */
export const RotateSecret: Story = {
  ...noScreenshot('the secret differs each run of the mock'),
  async play() {
    await ready();
    await userEvent.click(page().getByRole('button', { name: 'Rotate secret' }));
    const dialog = within(await findDialog('Rotate signing secret?', 'alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Rotate secret' }));
    await expect(await page().findByText('Signing secret rotated')).toBeInTheDocument();
    await expect(await page().findByText(/^The previous secret also signs until /)).toBeVisible();
  },
};

/** Reveal reads the secret (an audited read) and shows it; Hide masks it again. */
export const RevealSecret: Story = {
  ...noScreenshot('shows a secret'),
  async play() {
    await ready();
    await userEvent.click(page().getByRole('button', { name: 'Reveal signing secret' }));
    await expect(await page().findByRole('button', { name: 'Hide signing secret' })).toBeVisible();
    await expect(page().queryByText('*'.repeat(32))).toBeNull();
  },
};

/** The Deliveries drawer: columns, "—" for a timeout, Retry on the failed row only. */
export const Deliveries: Story = {
  beforeEach({ msw }) {
    msw.use(deliveriesHandler);
  },
  async play() {
    await ready();
    const drawer = within(await openDeliveries());
    // The table is there (as skeleton rows) before the deliveries arrive; the count comes with them.
    await expect(await drawer.findByText('3 of 3 deliveries')).toBeVisible();
    const table = within(drawer.getByRole('table', { name: 'Deliveries' }));
    for (const column of ['Time', 'Event', 'Session', 'Status code', 'Attempts', 'Next retry'])
      await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
    await expect(table.getAllByText('—').length).toBeGreaterThan(0);
    await expect(table.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
  },
};

/** Failed only; a row opens to its request body, response code, response and duration. */
export const DeliveriesFailedExpanded: Story = {
  beforeEach({ msw }) {
    msw.use(deliveriesHandler);
  },
  async play() {
    await ready();
    const drawer = within(await openDeliveries());
    await userEvent.click(await drawer.findByRole('radio', { name: 'Failed' }));
    await waitFor(() => expect(drawer.getByText('1 of 1 deliveries')).toBeVisible());
    const details = drawer.getByRole('button', { name: /^Details of session\.failed/ });
    await userEvent.click(details);
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByText('Request body')).toBeVisible();
    await expect(drawer.getByText('Response (first 1 KB)')).toBeVisible();
    await expect(drawer.getByText('87 ms')).toBeVisible();
  },
};

/** Retry on a failed delivery: "Retry queued". */
export const RetryDelivery: Story = {
  ...noScreenshot('ends as Deliveries, with a toast'),
  beforeEach({ msw }) {
    msw.use(
      deliveriesHandler,
      scenario(ops.retryWebhookDelivery).reply({
        ...FAILED_DELIVERY,
        status: 'pending',
        nextRetryAt: '2026-11-21T10:00:00Z',
      }),
    );
  },
  async play() {
    await ready();
    const drawer = within(await openDeliveries());
    await userEvent.click(await drawer.findByRole('button', { name: 'Retry' }));
    await expect(await page().findByText('Retry queued')).toBeInTheDocument();
    await settled();
  },
};

/** A supervisor reaching Webhooks is sent to the app root. */
export const SupervisorRedirected: Story = supervisorRedirectedStory();

async function openAdd() {
  await userEvent.click(page().getByRole('button', { name: 'Add endpoint' }));
  return findDialog('Add endpoint');
}

async function openTest() {
  await userEvent.click(page().getByRole('button', { name: `Send test event to ${FIRST_URL}` }));
  return findDialog('Send test event');
}

async function openDeliveries() {
  await userEvent.click(page().getByRole('button', { name: `Deliveries of ${FIRST_URL}` }));
  return findDialog('Deliveries');
}
