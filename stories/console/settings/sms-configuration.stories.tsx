import { ops, scenario, setIntegrations, mockStore } from '@console/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IntegrationsSkeleton } from '../../../packages/console/src/components/integrations/integrations-skeleton';
import { ConsoleScreen, consoleRouter, consoleScreenParameters } from '../support/console-screen';
import { answerLeaveGuard } from '../support/leave-guard';
import { findDialog, integrationCard, openDialog, page, settled } from '../support/settled';
import { noScreenshot } from '../../support/screenshot';

const meta = {
  title: 'Console/Settings/SMS Configuration',
  parameters: consoleScreenParameters,
  render: () => <ConsoleScreen path="/settings/sms-configuration" as="admin" />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = { level: 1, name: 'SMS Configuration' } as const;
const E164 = 'Phone number must be in e164 format (with leading + and country code)';

const card = integrationCard;

const openTwilio = (action: 'Connect' | 'Manage') => openDialog(`${action} Twilio`);

async function fillTwilio(dialog: HTMLElement, values: { sid?: string; token?: string; phone?: string }) {
  const form = within(dialog);
  if (values.sid !== undefined) await userEvent.type(form.getByLabelText('Account SID'), values.sid);
  if (values.token !== undefined) await userEvent.type(form.getByLabelText('Auth Token'), values.token);
  if (values.phone !== undefined) await userEvent.type(form.getByLabelText('Phone number'), values.phone);
}

const validTwilio = { sid: 'AC0123456789abcdef', token: 'new-token', phone: '+447700900123' };

/** Twilio not connected: Connect; Cisco and Zoom are there but disabled. */
export const NotConnected: Story = {
  async play() {
    const body = page();
    await body.findByRole('heading', heading);
    const cards = within(body.getByRole('list', { name: 'SMS providers' })).getAllByRole('article');
    await expect(cards).toHaveLength(3);
    await expect(within(card('Twilio')).getByText('Disconnected')).toBeVisible();
    await expect(body.getByRole('button', { name: 'Connect Twilio' })).not.toHaveAttribute('aria-disabled');
    await expect(body.getByRole('button', { name: 'Connect Cisco' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(body.getByRole('button', { name: 'Connect Zoom' })).toHaveAttribute('aria-disabled', 'true');
    await settled();
  },
};

/** Cisco and Zoom say why they are disabled, on hover and on keyboard focus; clicking opens nothing. */
export const DisabledCards: Story = {
  async play() {
    const body = page();
    const cisco = await body.findByRole('button', { name: 'Connect Cisco' });
    await userEvent.hover(cisco);
    await expect(
      await body.findByRole('tooltip', { name: 'Cisco SMS is not available yet. Use Twilio to send SMS.' }),
    ).toBeVisible();
    await userEvent.click(cisco);
    await expect(body.queryByRole('dialog')).toBeNull();
    await userEvent.unhover(cisco);
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Connect Zoom' })).toHaveFocus();
    await expect(
      await body.findByRole('tooltip', { name: 'Zoom SMS is not available yet. Use Twilio to send SMS.' }),
    ).toBeVisible();
    await settled();
  },
};

/** Twilio connected: Manage shows the SID and number, and only that an auth token is set, never its value. */
export const Connected: Story = {
  beforeEach() {
    setIntegrations(mockStore, { sms: true });
  },
  async play() {
    await page().findByRole('heading', heading);
    await expect(within(card('Twilio')).getByText('Connected')).toBeVisible();
    const dialog = within(await openTwilio('Manage'));
    await expect(dialog.getByLabelText('Account SID')).toHaveValue('AC5f0c3e2a9b7d41e68a0f2c4d6b8e1a37');
    await expect(dialog.getByLabelText('Phone number')).toHaveValue('+14155550123');
    await expect(dialog.getByLabelText('Auth Token')).toHaveValue('');
    await expect(dialog.getByText('Saved and hidden. Enter it again to save a change.')).toBeVisible();
    await expect(page().queryByDisplayValue('twilio-secret')).toBeNull();
    await settled();
  },
};

/** Save with nothing typed: each field's message. */
export const RequiredMessages: Story = {
  async play() {
    const dialog = await openTwilio('Connect');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const form = within(dialog);
    await expect(await form.findByText('Account SID is required')).toBeVisible();
    await expect(form.getByText('Auth Token is required')).toBeVisible();
    await expect(form.getByText(E164)).toBeVisible();
    await settled();
  },
};

/** The E.164 rule: a plus, a nonzero digit, then 1 to 14 digits. */
export const PhoneNumberRule: Story = {
  async play() {
    const dialog = await openTwilio('Connect');
    const form = within(dialog);
    await fillTwilio(dialog, { sid: 'AC1', token: 'token', phone: '+04155550123' });
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByText(E164)).toBeVisible();
    await expect(form.queryByText('Account SID is required')).toBeNull();
    const phone = form.getByLabelText('Phone number');
    await userEvent.clear(phone);
    await expect(form.queryByText(E164)).toBeNull();
    await userEvent.type(phone, '14155550123');
    await userEvent.click(await form.findByRole('button', { name: 'Save' }));
    await expect(await form.findByText(E164)).toBeVisible();
    await settled();
  },
};

/** Connect: the toast, the dialog closes, the card is connected. */
export const ConfigureFlow: Story = {
  ...noScreenshot('ends as the configured page'),
  async play() {
    const dialog = await openTwilio('Connect');
    await fillTwilio(dialog, validTwilio);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await page().findByText('Twilio has been configured')).toBeInTheDocument();
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(card('Twilio')).getByText('Connected')).toBeVisible());
    await settled();
  },
};

/** While the save is in flight the card shows Pending. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.saveSms).never());
  },
  async play() {
    const dialog = await openTwilio('Connect');
    await fillTwilio(dialog, validTwilio);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(card('Twilio', true)).getByText('Pending')).toBeInTheDocument());
    await settled();
  },
};

/** The server refuses the save: the toast says why, the dialog stays with what was typed. */
export const SaveFailure: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.saveSms).serverError());
  },
  async play() {
    const dialog = await openTwilio('Connect');
    await fillTwilio(dialog, validTwilio);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await page().findByText('Twilio could not be saved')).toBeInTheDocument();
    await expect(page().getByText('An unknown error occurred')).toBeInTheDocument();
    const form = within(dialog);
    await expect(form.getByLabelText('Account SID')).toHaveValue(validTwilio.sid);
    await expect(form.getByLabelText('Auth Token')).toHaveValue(validTwilio.token);
    await expect(form.getByLabelText('Phone number')).toHaveValue(validTwilio.phone);
    await expect(within(card('Twilio', true)).getByText('Disconnected')).toBeInTheDocument();
    await settled();
  },
};

/** Disconnect, behind a confirmation. */
export const DisconnectFlow: Story = {
  ...noScreenshot('ends as not configured'),
  beforeEach() {
    setIntegrations(mockStore, { sms: true });
  },
  async play() {
    const body = page();
    await userEvent.click(await body.findByRole('button', { name: 'Disconnect Twilio' }));
    const dialog = await findDialog('Disconnect Twilio?', 'alertdialog');
    await expect(dialog).toHaveTextContent('SMS will no longer be sent through your Twilio account.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await expect(await body.findByText('Twilio has been disconnected')).toBeInTheDocument();
    await waitFor(() => expect(within(card('Twilio')).getByText('Disconnected')).toBeVisible());
    await settled();
  },
};

/** The disconnect fails: the confirmation stays open and the toast says why. */
export const DisconnectFailure: Story = {
  beforeEach({ msw }) {
    setIntegrations(mockStore, { sms: true });
    msw.use(scenario(ops.removeSms).serverError());
  },
  async play() {
    const body = page();
    await userEvent.click(await body.findByRole('button', { name: 'Disconnect Twilio' }));
    const dialog = await findDialog('Disconnect Twilio?', 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await expect(await body.findByText('Twilio could not be disconnected')).toBeInTheDocument();
    await expect(dialog).toBeInTheDocument();
    await settled();
  },
};

/**
 * The route's pending component, rendered on its own: on a first load the router keeps the screen blank while the
 * page's loader is pending (it shows the skeleton only on a later navigation), so the story shows the skeleton itself.
 */
export const Loading: Story = {
  render: () => <IntegrationsSkeleton label="Loading the SMS configuration" cards={3} />,
  parameters: { layout: 'padded' },
  async play() {
    await expect(await page().findByRole('status', { name: 'Loading the SMS configuration' })).toBeVisible();
    await settled();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.getSms).serverError());
  },
  async play() {
    const alert = within(await page().findByRole('alert'));
    await expect(
      alert.getByRole('heading', { name: 'The SMS configuration could not be loaded' }),
    ).toBeVisible();
    await expect(alert.getByText('An unknown error occurred')).toBeVisible();
    await expect(page().getByRole('button', { name: 'Try again' })).toBeVisible();
    await settled();
  },
};

/** Leaving the page (the browser's back button, an address) with the form half typed asks first. */
export const LeaveWithUnsavedEdits: Story = {
  ...noScreenshot('ends on the page it left for'),
  beforeEach() {
    setIntegrations(mockStore, { sms: false });
  },
  async play() {
    await page().findByRole('heading', heading);
    const dialog = await openTwilio('Connect');
    await fillTwilio(dialog, { sid: 'AC0123' });
    void consoleRouter().navigate({ to: '/settings/domain' });
    await answerLeaveGuard('Stay');
    const form = within(page().getByRole('dialog', { name: 'Connect Twilio' }));
    await expect(form.getByLabelText('Account SID')).toHaveValue('AC0123');
    await expect(page().getByRole('heading', { ...heading, hidden: true })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
};
