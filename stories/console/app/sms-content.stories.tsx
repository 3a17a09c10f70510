import { ops, scenario } from '@console/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { noScreenshot } from '../../support/screenshot';
import { answerLeaveGuard } from '../support/leave-guard';
import { consoleLocation } from '../support/console-screen';
import { findDialog, page, settled } from '../support/settled';
import {
  appScreen,
  type AppScreenArgs,
  loadErrorStory,
  loadErrorTryAgainStory,
  loadingStory,
  supervisorRedirectedStory,
} from './support/app-screen';

const meta = {
  title: 'Console/App/SMS Content',
  ...appScreen,
  args: { path: '/passkeys/settings/sms-content', as: 'owner' },
  beforeEach({ msw }) {
    msw.use(scenario(ops.getSms).reply({ provider: null, twilio: null }));
  },
} satisfies Meta<AppScreenArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = { level: 1, name: 'SMS Content' } as const;

/** The page once its message loaded (the skeleton has the same title). */
const ready = async () => {
  await page().findByRole('textbox', { name: 'Message' });
  return page().getByRole('heading', heading);
};
const LINK_DEFAULT = '{companyName}: {agentName} sent you a secure link: {link}';
const OTP_DEFAULT =
  '{companyName}: your verification code is {code}. It expires in {minutes} minutes. Never share it.';
const SHARED_SENDER =
  'Sent from the shared number. Connect your Twilio account in Settings › SMS Configuration.';

const editor = () => page().getByRole('textbox', { name: 'Message' });
const saveButton = () => page().getByRole('button', { name: 'Save Changes' });
const preview = () => within(page().getByRole('figure', { name: 'SMS preview' }));
/** Puts a whole message in the editor at once (typing braces is userEvent's key syntax). */
const write = async (text: string) => {
  await fireEvent.change(editor(), { target: { value: text } });
};

/** A link app's default message: its chips, the counter and the preview of the rendered text, the shared sender. */
export const LinkAppDefault: Story = {
  async play() {
    await ready();
    await expect(editor()).toHaveValue(LINK_DEFAULT);
    const chips = within(page().getByRole('list', { name: 'Insert a placeholder' }));
    await expect(chips.getByRole('button', { name: '{link}' })).toBeVisible();
    await expect(chips.queryByRole('button', { name: '{code}' })).toBeNull();
    await expect(page().getByText(/ characters · 1 SMS segment · GSM-7$/)).toBeVisible();
    await expect(preview().queryByText(/\{link\}/)).toBeNull();
    await expect(page().getByText(SHARED_SENDER)).toBeVisible();
  },
};

/** One-time passcode: {code} and {minutes} instead of {link}; the account's Twilio number sends. */
export const OtpWithTwilio: Story = {
  args: { path: '/one-time-passcode/settings/sms-content' },
  beforeEach({ msw }) {
    msw.use(
      scenario(ops.getSms).reply({
        provider: 'twilio',
        twilio: { accountSid: 'AC0123456789abcdef0123456789abcdef', phoneNumber: '+14155550123' },
      }),
    );
  },
  async play() {
    await ready();
    await expect(editor()).toHaveValue(OTP_DEFAULT);
    const chips = within(page().getByRole('list', { name: 'Insert a placeholder' }));
    await expect(chips.getByRole('button', { name: '{code}' })).toBeVisible();
    await expect(chips.getByRole('button', { name: '{minutes}' })).toBeVisible();
    await expect(chips.queryByRole('button', { name: '{link}' })).toBeNull();
    await expect(page().getByText('Sent from +14155550123')).toBeVisible();
  },
};

/** A chip goes in at the caret, and the preview follows. */
export const InsertPlaceholder: Story = {
  ...noScreenshot('the same page as the default, one placeholder more'),
  async play() {
    await ready();
    await write('Hello from ');
    await userEvent.click(editor());
    await userEvent.click(page().getByRole('button', { name: '{companyName}' }));
    await waitFor(() => expect(editor()).toHaveValue('Hello from {companyName}'));
  },
};

/** A character outside the GSM alphabet: UCS-2, and the warning naming it. */
export const Ucs2Warning: Story = {
  async play() {
    await ready();
    await write('{companyName}: voici votre reçu sécurisé : {link}');
    await expect(await page().findByText(/ · UCS-2$/)).toBeVisible();
    await expect(
      page().getByText(
        'Characters outside the GSM alphabet (for example ç) cut each segment to 70 characters.',
      ),
    ).toBeVisible();
  },
};

/** Past 3 segments: the counter says so and Save refuses with the spec's message. */
export const OverThreeSegments: Story = {
  async play() {
    await ready();
    const save = saveButton();
    await write(`${LINK_DEFAULT} ${'Please keep this message for your records. '.repeat(12)}`);
    await expect(await page().findByText(/ · 4 SMS segments · GSM-7$/)).toBeVisible();
    await userEvent.click(save);
    await expect(await page().findByText('The message must fit in 3 SMS segments')).toBeVisible();
    await settled(save);
  },
};

/** The validation messages: required, the app's placeholder, unknown placeholders. */
export const ValidationErrors: Story = {
  async play() {
    await ready();
    const save = saveButton();
    await write('');
    await userEvent.click(save);
    await expect(await page().findByText('Message is required')).toBeVisible();
    await settled(save);
    await write('{companyName}: call us back');
    await userEvent.click(save);
    await expect(await page().findByText('The message must contain {link}')).toBeVisible();
    await settled(save);
    await write('{companyName}: {foo} {link}');
    await userEvent.click(save);
    await expect(await page().findByText('Unknown placeholder {foo}')).toBeVisible();
    await settled(save);
  },
};

/** Save Changes: "SMS content has been saved". */
export const Save: Story = {
  ...noScreenshot('ends as the default page, with a toast'),
  async play() {
    await ready();
    const save = saveButton();
    await write('{companyName}: {agentName} needs you to confirm: {link}');
    await userEvent.click(save);
    await expect(await page().findByText('SMS content has been saved')).toBeInTheDocument();
    await settled(save);
  },
};

/** The save fails: "Failed to save SMS content", and the message stays as typed. */
export const SaveFailureKeepsInput: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.saveSmsContent).serverError());
  },
  async play() {
    await ready();
    const save = saveButton();
    const typed = '{companyName}: please open {link}';
    await write(typed);
    await userEvent.click(save);
    const toast = await page().findByRole('status', { name: 'Failed to save SMS content' });
    await expect(toast).toHaveTextContent('An unknown error occurred');
    await expect(editor()).toHaveValue(typed);
    await settled(save);
  },
};

/** Reset to default asks first. */
export const ResetConfirm: Story = {
  async play() {
    await ready();
    await write('{companyName}: please open {link}');
    await userEvent.click(page().getByRole('button', { name: 'Reset to default' }));
    await expect(await findDialog('Reset to the default message?', 'alertdialog')).toBeVisible();
  },
};

/** Reset confirmed: the default message is back, "Message reset to default". */
export const ResetToDefault: Story = {
  ...noScreenshot('ends as the default page, with a toast'),
  async play() {
    await ready();
    await write('{companyName}: please open {link}');
    await userEvent.click(page().getByRole('button', { name: 'Reset to default' }));
    const dialog = within(await findDialog('Reset to the default message?', 'alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Reset to default' }));
    await expect(await page().findByText('Message reset to default')).toBeInTheDocument();
    await expect(editor()).toHaveValue(LINK_DEFAULT);
  },
};

/** Leaving with an unsaved message asks first; Leave goes on. */
export const LeaveGuard: Story = {
  ...noScreenshot('ends on the General page'),
  async play() {
    await ready();
    await write('{companyName}: unsaved {link}');
    await userEvent.click(page().getByRole('link', { name: 'General' }));
    await answerLeaveGuard('Leave');
    await waitFor(() => expect(consoleLocation().pathname).toBe('/passkeys/settings/general'));
  },
};

/** The message is loading: the page's skeleton. */
export const Loading: Story = loadingStory(ops.getSmsContent, 'Loading the SMS content');

/** The message could not be loaded: "Couldn't load the SMS content." and Try again. */
export const LoadError: Story = loadErrorStory(ops.getSmsContent, "Couldn't load the SMS content.");

/** Try again loads the page once the server answers. */
export const LoadErrorTryAgain: Story = loadErrorTryAgainStory(
  ops.getSmsContent,
  "Couldn't load the SMS content.",
  ready,
);

/** A supervisor reaching SMS Content is sent to the app root. */
export const SupervisorRedirected: Story = supervisorRedirectedStory();
