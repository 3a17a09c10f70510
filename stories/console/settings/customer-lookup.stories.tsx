import { mockStore, ops, scenario, setIntegrations } from '@console/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen, consoleScreenParameters } from '../support/console-screen';
import { answerLeaveGuard } from '../support/leave-guard';
import { findDialog } from '../support/settled';
import { noScreenshot } from '../../support/screenshot';

const meta = {
  title: 'Console/Settings/Customer Lookup',
  parameters: consoleScreenParameters,
  render: () => <ConsoleScreen path="/settings/customer-lookup" as="admin" />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const heading = { level: 1, name: 'Customer Lookup' } as const;
const E164 = 'Phone number must be in e164 format (with leading + and country code)';
const SAVED = 'Customer lookup settings have been saved';

const notConnected = () => setIntegrations(mockStore, { customerLookup: false });
const preview = () => within(page().getByRole('region', { name: 'Agent Preview' }));
const saveButton = () => page().getByRole('button', { name: 'Save Settings' });

/** The TimerButton holds its succeeded or failed state, then takes clicks again. */
const saveButtonReady = () => page().findByRole('button', { name: 'Save Settings' });

/** Types into a field at once (paste), to keep long values quick. */
async function enter(label: string, text: string) {
  const field = await page().findByLabelText(label);
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function fillForm() {
  await enter('Endpoint URL', 'https://crm.example.com/api/customers');
  await enter('Customers array path', 'data.customers');
  await enter('Customer ID path', 'id');
  await enter('Title template', '{firstName} {lastName}');
  await enter('Description template', 'Account {accountNumber}');
}

/** The saved settings come back without the header value: type it again, then a phone number, then Test API. */
async function runTest(phoneNumber = '+14155550123') {
  const body = page();
  await enter('Header 1 value', 'crm-secret-key');
  await enter('Phone number', phoneNumber);
  await userEvent.click(body.getByRole('button', { name: 'Test API' }));
}

/** Nothing saved: an empty form, 'Not connected', nothing to clear, and the preview waiting for a test. */
export const NotConnected: Story = {
  beforeEach: notConnected,
  async play() {
    const body = page();
    await body.findByRole('heading', heading);
    await expect(body.getByText('Not connected')).toBeVisible();
    await expect(body.getByLabelText('Endpoint URL')).toHaveValue('');
    await expect(body.getByLabelText('Method')).toHaveValue('GET');
    await expect(body.queryByLabelText('Header 1 name')).toBeNull();
    await expect(body.getByRole('button', { name: 'Clear Settings' })).toBeDisabled();
    await expect(
      preview().getByText('Test the API to see the customers an agent would be offered.'),
    ).toBeVisible();
  },
};

/**
 * Saved settings: 'Connected', the form filled from them; the header's name is back but its value is not (secrets
 * are never shown back), so the form asks for it again. The template preview fills the example customer.
 */
export const Connected: Story = {
  async play() {
    const body = page();
    await body.findByRole('heading', heading);
    await expect(body.getByText('Connected')).toBeVisible();
    await expect(body.getByLabelText('Endpoint URL')).toHaveValue(
      'https://crm.northwind-contact.com/api/customers',
    );
    await expect(body.getByLabelText('Header 1 name')).toHaveValue('X-Api-Key');
    await expect(body.getByLabelText('Header 1 value')).toHaveValue('');
    await expect(body.getByLabelText('Header 1 value')).toHaveAttribute(
      'placeholder',
      'Saved: enter it again',
    );
    await expect(body.getByText(/enter them again before you save or test/)).toBeVisible();
    await expect(body.getByLabelText('Title template')).toHaveValue('{firstName} {lastName}');
    await expect(body.getByText('Ada Lovelace', { selector: 'strong' })).toBeVisible();
    await expect(body.getByText('Account 10042', { selector: 'strong' })).toBeVisible();
  },
};

/** Saving an empty form: every required field's message, word for word. */
export const RequiredMessages: Story = {
  beforeEach: notConnected,
  async play() {
    const body = page();
    await body.findByRole('heading', heading);
    await userEvent.click(body.getByRole('button', { name: 'Add header' }));
    await userEvent.click(saveButton());
    for (const message of [
      'URL must be a valid URL.',
      'Header name is required',
      'Value is required',
      'Customers array path is required',
      'Customer ID path is required',
      'Title template is required',
      'Description template is required',
    ])
      await expect(await body.findByText(message)).toBeVisible();
    await expect(mockStore.integrations.customerLookup).toBeNull();
    await saveButtonReady();
  },
};

/** A valid URL that is not HTTPS: 'URL must start with https://'. Editing the field clears its message. */
export const HttpsRequired: Story = {
  beforeEach: notConnected,
  async play() {
    const body = page();
    await fillForm();
    await userEvent.clear(body.getByLabelText('Endpoint URL'));
    await userEvent.type(body.getByLabelText('Endpoint URL'), 'http://crm.example.com/api');
    await userEvent.click(saveButton());
    await expect(await body.findByText('URL must start with https://')).toBeVisible();
    await userEvent.type(body.getByLabelText('Endpoint URL'), 's');
    await expect(body.queryByText('URL must start with https://')).toBeNull();
    await saveButtonReady();
  },
};

/** Three headers at most: the add button is disabled at three and says 'You can add up to 3 headers'. */
export const HeaderLimit: Story = {
  beforeEach: notConnected,
  async play() {
    const body = page();
    await body.findByRole('heading', heading);
    const add = body.getByRole('button', { name: 'Add header' });
    await userEvent.click(add);
    await userEvent.click(add);
    await expect(body.queryByText('You can add up to 3 headers')).toBeNull();
    await userEvent.click(add);
    await expect(body.getByLabelText('Header 3 name')).toBeVisible();
    await expect(add).toBeDisabled();
    await expect(body.getByText('You can add up to 3 headers')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Remove header 3' }));
    await expect(add).toBeEnabled();
    await expect(body.queryByText('You can add up to 3 headers')).toBeNull();
  },
};

/** Save a new configuration: the success toast, 'Connected', and the header saved (its value kept server side). */
export const SaveFlow: Story = {
  ...noScreenshot('ends as Connected'),
  beforeEach: notConnected,
  async play() {
    const body = page();
    await fillForm();
    await userEvent.click(body.getByRole('button', { name: 'Add header' }));
    await enter('Header 1 name', 'Authorization');
    await enter('Header 1 value', 'Bearer s3cret');
    await userEvent.selectOptions(body.getByLabelText('Method'), 'POST');
    await userEvent.click(saveButton());
    await expect(await body.findByText(SAVED)).toBeInTheDocument();
    await expect(await body.findByText('Connected')).toBeVisible();
    await expect(mockStore.integrations.customerLookup).toMatchObject({
      url: 'https://crm.example.com/api/customers',
      method: 'POST',
      headers: [{ key: 'Authorization', value: 'Bearer s3cret' }],
      titleTemplate: '{firstName} {lastName}',
    });
    await saveButtonReady();
  },
};

/** Saved settings: the header value must be typed again before saving; then it saves. */
export const HeaderValueAskedAgain: Story = {
  async play() {
    const body = page();
    await body.findByRole('heading', heading);
    await userEvent.click(saveButton());
    await expect(await body.findByText('Value is required')).toBeVisible();
    await saveButtonReady();
    await userEvent.type(body.getByLabelText('Header 1 value'), 'rotated-key');
    await userEvent.click(saveButton());
    await expect(await body.findByText(SAVED)).toBeInTheDocument();
    await expect(mockStore.integrations.customerLookup?.headers).toEqual([
      { key: 'X-Api-Key', value: 'rotated-key' },
    ]);
    await saveButtonReady();
  },
};

/** The server refuses the save: 'Failed to save customer lookup settings', and what was typed stays. */
export const SaveFails: Story = {
  beforeEach({ msw }) {
    notConnected();
    msw.use(scenario(ops.saveCustomerLookup).serverError());
  },
  async play() {
    const body = page();
    await fillForm();
    await userEvent.click(saveButton());
    await expect(await body.findByText('Failed to save customer lookup settings')).toBeInTheDocument();
    await expect(body.getByLabelText('Endpoint URL')).toHaveValue('https://crm.example.com/api/customers');
    await expect(body.getByLabelText('Title template')).toHaveValue('{firstName} {lastName}');
    await expect(body.getByText('Not connected')).toBeVisible();
    await saveButtonReady();
  },
};

/** Testing needs an E.164 number: anything else shows the message and sends nothing. */
export const TestPhoneRule: Story = {
  async play() {
    const body = page();
    await runTest('4155550123');
    await expect(await body.findByText(E164)).toBeVisible();
    await expect(
      preview().getByText('Test the API to see the customers an agent would be offered.'),
    ).toBeVisible();
    await userEvent.type(body.getByLabelText('Phone number'), '0');
    await expect(body.queryByText(E164)).toBeNull();
  },
};

/** Testing needs a passing form too: the form's messages show and nothing is sent. */
export const TestNeedsValidForm: Story = {
  beforeEach: notConnected,
  async play() {
    const body = page();
    await body.findByRole('heading', heading);
    await userEvent.type(body.getByLabelText('Phone number'), '+14155550123');
    await userEvent.click(body.getByRole('button', { name: 'Test API' }));
    await expect(await body.findByText('URL must be a valid URL.')).toBeVisible();
    await expect(body.getByText('Customers array path is required')).toBeVisible();
    await expect(body.queryByText(E164)).toBeNull();
    await expect(
      preview().getByText('Test the API to see the customers an agent would be offered.'),
    ).toBeVisible();
  },
};

/** While the test runs: skeletons in the Agent Preview. */
export const TestLoading: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.testCustomerLookup).never());
  },
  async play() {
    await runTest();
    await expect(await preview().findByRole('status', { name: 'Loading the results' })).toBeVisible();
    await expect(page().getByRole('button', { name: 'Test API' })).toBeDisabled();
  },
};

/** Customers found: the count badge and one entry per customer. */
export const TestPassed: Story = {
  beforeEach({ msw }) {
    msw.use(
      scenario(ops.testCustomerLookup).reply({
        customers: [
          { id: 'C482913', title: 'Maya Patel', description: 'Account 40718265' },
          { id: 'C115007', title: 'Daniel Okafor', description: 'Account 99102334' },
        ],
      }),
    );
  },
  async play() {
    await runTest();
    await expect(await preview().findByText('2 results')).toBeVisible();
    const entries = within(preview().getByRole('list')).getAllByRole('listitem');
    await expect(entries).toHaveLength(2);
    await expect(entries[0]).toHaveTextContent('Maya Patel');
    await expect(entries[0]).toHaveTextContent('Account 40718265');
    await expect(entries[0]).toHaveTextContent('C482913');
    await expect(preview().queryByText('NO ID')).toBeNull();
  },
};

/** The test against the mock API's seeded CRM: the templates are applied to its records, as typed. */
export const TestAgainstMockApi: Story = {
  async play() {
    await runTest('+14155550123');
    await waitFor(() => expect(preview().queryByText(/^\d results?$|^No results$/)).not.toBeNull());
  },
};

/** An entry whose ID path found nothing is flagged 'NO ID'. */
export const TestNoId: Story = {
  beforeEach({ msw }) {
    msw.use(
      scenario(ops.testCustomerLookup).reply({
        customers: [{ id: null, title: 'Maya Patel', description: 'Account 40718265' }],
      }),
    );
  },
  async play() {
    await runTest();
    await expect(await preview().findByText('1 result')).toBeVisible();
    await expect(preview().getByRole('listitem')).toHaveTextContent('NO ID');
  },
};

/** The API answered but the path found nothing: 'No results' and the hint about the path. */
export const TestNoCustomers: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.testCustomerLookup).empty());
  },
  async play() {
    await runTest();
    await expect(await preview().findByText('No results')).toBeVisible();
    await expect(
      preview().getByText('API succeeded but found no customers. Check your path configuration.'),
    ).toBeVisible();
  },
};

/** The admin's API failed: 'Failed' and 'Request Failed' with the server's message. */
export const TestFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/customer-lookup/test', () =>
        HttpResponse.json(
          { statusCode: 422, error: 'LOOKUP_FAILED', message: 'The API answered with status 401' },
          { status: 422 },
        ),
      ),
    );
  },
  async play() {
    await runTest();
    await expect(await preview().findByText('Failed')).toBeVisible();
    const alert = preview().getByRole('alert');
    await expect(alert).toHaveTextContent('Request Failed');
    await expect(alert).toHaveTextContent('The API answered with status 401');
  },
};

/** Clear Settings, confirmed: the config is removed, the form emptied, and the toast says so. */
export const ClearSettings: Story = {
  ...noScreenshot('ends as Not Connected'),
  async play() {
    const body = page();
    await userEvent.click(await body.findByRole('button', { name: 'Clear Settings' }));
    const dialog = await findDialog('Clear the customer lookup settings?', 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear Settings' }));
    await expect(await body.findByText('Customer lookup settings have been removed')).toBeInTheDocument();
    await expect(await body.findByText('Not connected')).toBeVisible();
    await expect(body.getByLabelText('Endpoint URL')).toHaveValue('');
    await expect(body.queryByLabelText('Header 1 name')).toBeNull();
    await expect(mockStore.integrations.customerLookup).toBeNull();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/** Clearing fails: 'Failed to remove customer lookup settings'; the dialog stays open and the settings stay. */
export const ClearFails: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.removeCustomerLookup).serverError());
  },
  async play() {
    const body = page();
    await userEvent.click(await body.findByRole('button', { name: 'Clear Settings' }));
    const dialog = await findDialog('Clear the customer lookup settings?', 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear Settings' }));
    await expect(await body.findByText('Failed to remove customer lookup settings')).toBeInTheDocument();
    await expect(dialog).toBeVisible();
    await expect(body.getByLabelText('Endpoint URL')).toHaveValue(
      'https://crm.northwind-contact.com/api/customers',
    );
    await within(dialog).findByRole('button', { name: 'Clear Settings' });
  },
};

/** View Technical Details: the example API and the current settings, header values never shown. */
export const TechnicalDetails: Story = {
  async play() {
    const body = page();
    await userEvent.type(await body.findByLabelText('Header 1 value'), 'crm-secret-key');
    await userEvent.click(body.getByRole('button', { name: 'View Technical Details' }));
    const dialog = within(await findDialog('Technical Details'));
    const example = within(dialog.getByRole('region', { name: 'Example API' }));
    await expect(
      example.getByText(/^GET https:\/\/api\.example\.com\/customers\?phoneNumber=/),
    ).toBeVisible();
    // The example answer is a JSON list of customers (spec 001 §2), read with the array path `@this`.
    const answer = example.getByText(/^\[/);
    await expect(answer).toBeVisible();
    const customers: unknown = JSON.parse(answer.textContent);
    await expect(Array.isArray(customers) && customers.length).toBe(2);
    await expect(example.getByText('@this')).toBeVisible();
    const current = dialog.getByRole('region', { name: 'Configuration settings' });
    await expect(current).toHaveTextContent('https://crm.northwind-contact.com/api/customers');
    await expect(current).toHaveTextContent('X-Api-Key');
    await expect(current).not.toHaveTextContent('crm-secret-key');
  },
};

/** The settings never answer: after the router's pending delay, the skeleton. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.getCustomerLookup).never());
  },
  async play() {
    await expect(await page().findByRole('status', { name: 'Loading the customer lookup' })).toBeVisible();
    await expect(page().queryByRole('heading', heading)).toBeNull();
  },
};

/** The settings could not be loaded: what went wrong and Try again. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.getCustomerLookup).serverError());
  },
  async play() {
    const body = page();
    await body.findByRole('heading', { name: 'The customer lookup settings could not be loaded' });
    await expect(body.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Leaving with unsaved settings asks first: Stay keeps the form as typed, Leave goes on. */
export const LeaveWithUnsavedEdits: Story = {
  ...noScreenshot('ends on the page it left for'),
  async play() {
    const body = page();
    await body.findByRole('heading', heading);
    await enter('Title template', ' ({accountNumber})');
    const typed = body.getByLabelText<HTMLInputElement>('Title template').value;
    await userEvent.click(body.getByRole('link', { name: 'Domain' }));
    await answerLeaveGuard('Stay');
    await expect(body.getByRole('heading', heading)).toBeVisible();
    await expect(body.getByLabelText('Title template')).toHaveValue(typed);
    await userEvent.click(body.getByRole('link', { name: 'Domain' }));
    await answerLeaveGuard('Leave');
    await expect(await body.findByRole('heading', { level: 1, name: 'Domain' })).toBeVisible();
  },
};
