import { maskSecretUrl } from '@console/api-client';
import { mockStore, ops, scenario, setIntegrations } from '@console/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IntegrationsSkeleton } from '../../../packages/console/src/components/integrations/integrations-skeleton';
import { SECRET_URL_HINT } from '../../../packages/console/src/components/integrations/integration-messages';
import { ConsoleScreen, consoleScreenParameters } from '../support/console-screen';
import { findDialog, integrationCard, openDialog, page, settled } from '../support/settled';
import { noScreenshot } from '../../support/screenshot';

const meta = {
  title: 'Console/Settings/Logging',
  parameters: consoleScreenParameters,
  render: () => <ConsoleScreen path="/settings/logging" as="admin" />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = { level: 1, name: 'Logging' } as const;
const TEST_FAILED = 'Test failed. Please check your credentials and try again.';

const card = (title: string, hidden = false) => within(integrationCard(title, hidden));

const open = async (action: 'Connect' | 'Manage', title: string) =>
  within(await openDialog(`${action} ${title}`));

const SUMO_URL = 'https://endpoint1.collection.sumologic.com/receiver/v1/http/abc';

/** The demo account: Datadog connected (first), the other three not; the two further slots render nothing. */
export const Default: Story = {
  async play() {
    const body = page();
    await body.findByRole('heading', heading);
    const list = within(body.getByRole('list', { name: 'Log destinations' }));
    const titles = list.getAllByRole('heading', { level: 2 }).map((title) => title.textContent);
    await expect(titles).toEqual(['Datadog', 'CloudWatch', 'Sumo Logic', 'Rapid7']);
    await expect(list.getAllByRole('listitem')).toHaveLength(4);
    await expect(body.queryByText(/SFTP/i)).toBeNull();
    await expect(card('Datadog').getByText('Connected')).toBeVisible();
    await expect(card('Rapid7').getByText('Disconnected')).toBeVisible();
    await settled();
  },
};

export const NoneConnected: Story = {
  beforeEach() {
    setIntegrations(mockStore, 'none-connected');
  },
  async play() {
    await page().findByRole('heading', heading);
    await expect(page().getAllByText('Disconnected')).toHaveLength(4);
    await expect(page().getAllByRole('button', { name: /^Connect / })).toHaveLength(4);
    await settled();
  },
};

export const AllConnected: Story = {
  beforeEach() {
    setIntegrations(mockStore, 'all-connected');
  },
  async play() {
    await page().findByRole('heading', heading);
    await expect(page().getAllByText('Connected')).toHaveLength(4);
    await expect(page().getAllByRole('button', { name: /^Manage / })).toHaveLength(4);
    await settled();
  },
};

/** Datadog: a new connection starts on us1 with the five sites; Save with nothing shows both messages. */
export const DatadogForm: Story = {
  beforeEach() {
    setIntegrations(mockStore, 'none-connected');
  },
  async play() {
    const dialog = await open('Connect', 'Datadog');
    const site = dialog.getByLabelText('Datadog Site');
    await expect(site).toHaveValue('us1');
    const sites = [...site.querySelectorAll('option')].map((option) => option.value).filter(Boolean);
    await expect(sites).toEqual(['us1', 'us3', 'us5', 'eu', 'ap1']);
    await userEvent.selectOptions(site, '');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('API Key is required')).toBeVisible();
    await expect(dialog.getByText('Datadog Site is required')).toBeVisible();
    await settled();
  },
};

/** A connected Datadog: the saved site, and only that an API key is set. */
export const DatadogManage: Story = {
  async play() {
    const dialog = await open('Manage', 'Datadog');
    await expect(dialog.getByLabelText('Datadog Site')).toHaveValue('eu');
    await expect(dialog.getByLabelText('API Key')).toHaveValue('');
    await expect(dialog.getByText('Saved and hidden. Enter it again to save a change.')).toBeVisible();
    await expect(page().queryByDisplayValue('dd-secret')).toBeNull();
    await settled();
  },
};

/**
 * A connected Sumo Logic: the collector URL comes back masked (its path is a token), with the hint;
 * Save with the mask unchanged keeps the saved URL.
 */
export const SumoLogicManageMasked: Story = {
  beforeEach() {
    setIntegrations(mockStore, 'all-connected');
  },
  async play() {
    const saved = mockStore.integrations.logging.sumologic?.collectorUrl ?? '';
    const dialog = await open('Manage', 'Sumo Logic');
    const field = dialog.getByLabelText('Collector URL');
    await expect(field).toHaveValue(maskSecretUrl(saved));
    await expect(dialog.getByText(SECRET_URL_HINT)).toBeVisible();
    await expect(page().queryByDisplayValue(saved)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await page().findByText('Sumo Logic has been configured')).toBeInTheDocument();
    await expect(mockStore.integrations.logging.sumologic?.collectorUrl).toBe(saved);
    await settled();
  },
};

/** CloudWatch: us-east-1 of 29 regions, the IAM policy following the log group, and the three messages. */
export const CloudwatchForm: Story = {
  async play() {
    const dialog = await open('Connect', 'CloudWatch');
    const region = dialog.getByLabelText('AWS Region');
    await expect(region).toHaveValue('us-east-1');
    await expect([...region.querySelectorAll('option')].filter((option) => option.value)).toHaveLength(29);
    await expect(dialog.getByRole('heading', { name: 'IAM policy' })).toBeVisible();
    const policy = dialog.getByText(/"Version": "2012-10-17"/);
    await expect(policy).toHaveTextContent('logs:CreateLogGroup');
    await expect(policy).toHaveTextContent('logs:CreateLogStream');
    await expect(policy).toHaveTextContent('logs:PutLogEvents');
    await userEvent.type(dialog.getByLabelText('Log group (optional)'), 'auth-logs');
    await expect(policy).toHaveTextContent('arn:aws:logs:us-east-1:*:log-group:auth-logs:log-stream:*');
    await userEvent.selectOptions(region, '');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('AWS Access Key ID is required')).toBeVisible();
    await expect(dialog.getByText('AWS Secret Access Key is required')).toBeVisible();
    await expect(dialog.getByText('AWS Region is required')).toBeVisible();
    await settled();
  },
};

export const SumoLogicRequired: Story = {
  async play() {
    const dialog = await open('Connect', 'Sumo Logic');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Collector URL is required')).toBeVisible();
    await settled();
  },
};

export const Rapid7Required: Story = {
  async play() {
    const dialog = await open('Connect', 'Rapid7');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Webhook URL is required')).toBeVisible();
    await settled();
  },
};

/** Connect CloudWatch: the toast, the dialog closes, the card is connected. */
export const ConfigureFlow: Story = {
  ...noScreenshot('ends as the connected destination'),
  async play() {
    const dialog = await open('Connect', 'CloudWatch');
    await userEvent.type(dialog.getByLabelText('AWS Access Key ID'), 'AKIAEXAMPLE');
    await userEvent.type(dialog.getByLabelText('AWS Secret Access Key'), 'secret');
    await userEvent.selectOptions(dialog.getByLabelText('AWS Region'), 'eu-west-1');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await page().findByText('CloudWatch has been configured')).toBeInTheDocument();
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(card('CloudWatch').getByText('Connected')).toBeVisible());
    await settled();
  },
};

/** Test with the unsaved values: 'Test passed', which stays until dismissed. */
export const TestPassed: Story = {
  async play() {
    const dialog = await open('Connect', 'Sumo Logic');
    await userEvent.type(dialog.getByLabelText('Collector URL'), SUMO_URL);
    await userEvent.click(dialog.getByRole('button', { name: 'Test' }));
    await expect(await page().findByText('Test passed')).toBeInTheDocument();
    await expect(card('Sumo Logic', true).getByText('Disconnected')).toBeInTheDocument();
    await settled();
  },
};

/** The destination did not accept the test event. */
export const TestFailed: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.testLogging).reply({ wasSuccessful: false }));
  },
  async play() {
    const dialog = await open('Connect', 'Rapid7');
    await userEvent.type(
      dialog.getByLabelText('Webhook URL'),
      'https://eu.webhook.logs.insight.rapid7.com/v1/x',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Test' }));
    await expect(await page().findByText(TEST_FAILED)).toBeInTheDocument();
    await settled();
  },
};

/** The test could not run at all: the same toast, with the reason. */
export const TestError: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.testLogging).serverError());
  },
  async play() {
    const dialog = await open('Connect', 'Sumo Logic');
    await userEvent.type(dialog.getByLabelText('Collector URL'), SUMO_URL);
    await userEvent.click(dialog.getByRole('button', { name: 'Test' }));
    await expect(await page().findByText(TEST_FAILED)).toBeInTheDocument();
    await expect(page().getByText('An unknown error occurred')).toBeInTheDocument();
    await settled();
  },
};

/** Test checks the form first: the messages show and nothing is sent. */
export const TestNeedsValidForm: Story = {
  async play() {
    const dialog = await open('Manage', 'Datadog');
    await userEvent.click(dialog.getByRole('button', { name: 'Test' }));
    await expect(await dialog.findByText('API Key is required')).toBeVisible();
    await expect(page().queryByText('Test passed')).toBeNull();
    await settled();
  },
};

/** While the save is in flight the card shows Pending. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.saveLogging).never());
  },
  async play() {
    const dialog = await open('Connect', 'Sumo Logic');
    await userEvent.type(dialog.getByLabelText('Collector URL'), SUMO_URL);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(card('Sumo Logic', true).getByText('Pending')).toBeInTheDocument());
    await settled();
  },
};

/** The server refuses the save: the toast says why and the dialog keeps what was typed. */
export const SaveFailure: Story = {
  beforeEach({ msw }) {
    msw.use(
      scenario(ops.saveLogging).error('VALIDATION_FAILED', { message: 'The collector did not answer' }),
    );
  },
  async play() {
    const dialog = await open('Connect', 'Sumo Logic');
    await userEvent.type(dialog.getByLabelText('Collector URL'), SUMO_URL);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await page().findByText('Sumo Logic could not be saved')).toBeInTheDocument();
    await expect(page().getByText('The collector did not answer')).toBeInTheDocument();
    await expect(dialog.getByLabelText('Collector URL')).toHaveValue(SUMO_URL);
    await settled();
  },
};

/** Disconnect Datadog, behind a confirmation. */
export const DisconnectFlow: Story = {
  ...noScreenshot('ends as not connected'),
  async play() {
    const body = page();
    await userEvent.click(await body.findByRole('button', { name: 'Disconnect Datadog' }));
    const dialog = await findDialog('Disconnect Datadog?', 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await expect(await body.findByText('Datadog has been disconnected')).toBeInTheDocument();
    await waitFor(() => expect(card('Datadog').getByText('Disconnected')).toBeVisible());
    await settled();
  },
};

/**
 * The route's pending component, rendered on its own: on a first load the router keeps the screen blank while the
 * page's loader is pending (it shows the skeleton only on a later navigation), so the story shows the skeleton itself.
 */
export const Loading: Story = {
  render: () => <IntegrationsSkeleton label="Loading the log destinations" cards={4} />,
  parameters: { layout: 'padded' },
  async play() {
    await expect(await page().findByRole('status', { name: 'Loading the log destinations' })).toBeVisible();
    await settled();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.getLogging).serverError());
  },
  async play() {
    const alert = within(await page().findByRole('alert'));
    await expect(
      alert.getByRole('heading', { name: 'The log destinations could not be loaded' }),
    ).toBeVisible();
    await expect(alert.getByText('An unknown error occurred')).toBeVisible();
    await expect(page().getByRole('button', { name: 'Try again' })).toBeVisible();
    await settled();
  },
};
