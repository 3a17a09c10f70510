import { ops, scenario } from '@console/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { noScreenshot } from '../../support/screenshot';
import { answerLeaveGuard } from '../support/leave-guard';
import { consoleLocation } from '../support/console-screen';
import { page, settled } from '../support/settled';
import {
  appScreen,
  type AppScreenArgs,
  loadErrorStory,
  loadErrorTryAgainStory,
  loadingStory,
  supervisorRedirectedStory,
} from './support/app-screen';

const meta = {
  title: 'Console/App/General Settings',
  ...appScreen,
  args: { path: '/passkeys/settings/general', as: 'admin' },
} satisfies Meta<AppScreenArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = { level: 1, name: 'General' } as const;

/** The page once its settings loaded (the skeleton has the same title). */
const ready = async () => {
  await page().findByRole('button', { name: 'Save Changes' });
  return page().getByRole('heading', heading);
};
const displayName = () => page().getByRole('textbox', { name: /^Display name/ });
const redirectUrl = () => page().getByRole('textbox', { name: 'Redirect URL' });
const language = () => page().getByRole('combobox', { name: 'Language' });
const saveButton = () => page().getByRole('button', { name: 'Save Changes' });
const offerEnrollment = () =>
  page().getByRole('checkbox', { name: 'Offer enrolment when no passkey is found' });

/** The saved settings, each in its field, and Save Changes. */
export const Default: Story = {
  async play() {
    await ready();
    await expect(displayName()).not.toHaveValue('');
    await expect(page().getByRole('combobox', { name: 'Link expiry' })).toBeVisible();
    await expect(language()).toBeVisible();
    await expect(page().getByRole('textbox', { name: 'Completion message' })).toBeVisible();
    await expect(offerEnrollment()).toBeChecked();
    await expect(saveButton()).toBeVisible();
  },
};

/** Passkeys' own field: the enrolment offer, turned off and saved. */
export const OfferEnrollmentOff: Story = {
  ...noScreenshot('ends as Default with the switch off and a toast'),
  async play() {
    await ready();
    const save = saveButton();
    await userEvent.click(offerEnrollment());
    await expect(offerEnrollment()).not.toBeChecked();
    await userEvent.click(save);
    await expect(await page().findByText('Settings have been saved')).toBeInTheDocument();
    await settled(save);
  },
};

/** Save Changes sends the settings and says "Settings have been saved". */
export const Save: Story = {
  ...noScreenshot('ends as Default, with a toast'),
  async play() {
    await ready();
    const save = saveButton();
    await userEvent.clear(displayName());
    await userEvent.type(displayName(), 'Northwind Support');
    await userEvent.selectOptions(language(), 'fr');
    await userEvent.click(save);
    await expect(await page().findByText('Settings have been saved')).toBeInTheDocument();
    await settled(save);
  },
};

/** The form's own check, with the spec's messages under the fields; nothing is sent. */
export const ValidationErrors: Story = {
  async play() {
    await ready();
    const save = saveButton();
    await userEvent.clear(displayName());
    await userEvent.type(redirectUrl(), 'http://example.com/done');
    await userEvent.click(save);
    await expect(await page().findByText('Display name is required')).toBeVisible();
    await expect(page().getByText('Redirect URL must start with https://')).toBeVisible();
    await expect(displayName()).toHaveAttribute('aria-invalid', 'true');
    await settled(save);
  },
};

/** A 40-character limit: the 41st character is refused with its message. */
export const DisplayNameTooLong: Story = {
  ...noScreenshot('the same state as Validation Errors, another message'),
  async play() {
    await ready();
    const save = saveButton();
    await userEvent.clear(displayName());
    await userEvent.type(displayName(), 'x'.repeat(41));
    await userEvent.click(save);
    await expect(await page().findByText('Display name must be 40 characters or fewer')).toBeVisible();
    await settled(save);
  },
};

/** The server refuses with errors[]: each message goes under its field. */
export const ServerFieldErrors: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put('*/api/passkeys/settings/general', () =>
        HttpResponse.json(
          {
            statusCode: 400,
            error: 'VALIDATION_ERROR',
            message: 'Redirect URL must start with https://',
            errors: [{ field: 'redirectUrl', message: 'Redirect URL must start with https://' }],
          },
          { status: 400 },
        ),
      ),
    );
  },
  async play() {
    await ready();
    const save = saveButton();
    await userEvent.type(redirectUrl(), 'https://example.com/done');
    await userEvent.click(save);
    await expect(await page().findByRole('status', { name: 'Failed to save settings' })).toBeInTheDocument();
    await expect(redirectUrl()).toHaveAttribute('aria-invalid', 'true');
    await expect(redirectUrl()).toHaveValue('https://example.com/done');
    await settled(save);
  },
};

/** The save fails: "Failed to save settings" with the server's message, and what was typed stays. */
export const SaveFailureKeepsInput: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.saveGeneralSettings).serverError());
  },
  async play() {
    await ready();
    const save = saveButton();
    await userEvent.clear(displayName());
    await userEvent.type(displayName(), 'Northwind Helpdesk');
    await userEvent.click(save);
    const toast = await page().findByRole('status', { name: 'Failed to save settings' });
    await expect(toast).toHaveTextContent('An unknown error occurred');
    await expect(displayName()).toHaveValue('Northwind Helpdesk');
    await settled(save);
  },
};

/** Leaving with unsaved edits asks first; Stay keeps the page and the edits. */
export const LeaveGuard: Story = {
  async play() {
    await ready();
    await userEvent.clear(displayName());
    await userEvent.type(displayName(), 'Unsaved name');
    await userEvent.click(page().getByRole('link', { name: 'Webhooks' }));
    await answerLeaveGuard('Stay');
    await expect(consoleLocation().pathname).toBe('/passkeys/settings/general');
    await expect(displayName()).toHaveValue('Unsaved name');
  },
};

const OTP_PATH = '/one-time-passcode/settings/general';
const codeLength = () => page().getByRole('spinbutton', { name: 'Code length' });
const lifetime = () => page().getByRole('spinbutton', { name: 'Code lifetime (minutes)' });
const maxAttempts = () => page().getByRole('spinbutton', { name: 'Max attempts' });
const blockHighRisk = () =>
  page().getByRole('checkbox', { name: 'Block premium-rate and high-risk numbers' });
const countries = () => page().getByRole('combobox', { name: 'Allowed countries' });

/** One-time passcode (apps.md §3.1), its defaults: 6 digits in place of the link expiry, 5 minutes, 3 attempts, high-risk numbers blocked, every country. */
export const OtpDefaults: Story = {
  args: { path: OTP_PATH },
  async play() {
    await ready();
    await expect(codeLength()).toHaveValue(6);
    await expect(page().queryByRole('combobox', { name: 'Link expiry' })).toBeNull();
    await expect(lifetime()).toHaveValue(5);
    await expect(maxAttempts()).toHaveValue(3);
    await expect(blockHighRisk()).toBeChecked();
    await expect(countries()).toHaveTextContent('All countries');
    await expect(page().queryByRole('checkbox', { name: /Offer enrolment/ })).toBeNull();
  },
};

/** One-time passcode's numbers out of range: the schema's messages under their fields, what was typed kept, nothing sent. */
export const OtpValidationErrors: Story = {
  args: { path: OTP_PATH },
  beforeEach({ msw }) {
    msw.use(scenario(ops.saveGeneralSettings).serverError());
  },
  async play() {
    await ready();
    const save = saveButton();
    await userEvent.clear(codeLength());
    await userEvent.type(codeLength(), '9');
    await userEvent.clear(lifetime());
    await userEvent.type(lifetime(), '0');
    await userEvent.click(save);
    await expect(await page().findByText('Code length must be between 4 and 8 digits')).toBeVisible();
    await expect(page().getByText('Code lifetime must be between 1 and 10 minutes')).toBeVisible();
    await expect(codeLength()).toHaveAttribute('aria-invalid', 'true');
    await expect(codeLength()).toHaveValue(9);
    await expect(lifetime()).toHaveValue(0);
    await expect(page().queryByRole('status', { name: 'Failed to save settings' })).toBeNull();
    await settled(save);
  },
};

/** One-time passcode's fields changed and saved: fewer attempts, the block off, two countries; the choices stay. */
export const OtpSave: Story = {
  args: { path: OTP_PATH },
  ...noScreenshot('a saved form and a toast'),
  async play() {
    await ready();
    const save = saveButton();
    await userEvent.clear(maxAttempts());
    await userEvent.type(maxAttempts(), '5');
    await userEvent.click(blockHighRisk());
    await userEvent.click(countries());
    const list = await within(document.body).findByRole('listbox');
    await userEvent.click(within(list).getByRole('option', { name: 'United Kingdom (GB)' }));
    await userEvent.click(within(list).getByRole('option', { name: 'United States (US)' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(countries()).toHaveTextContent('United Kingdom (GB), United States (US)'));
    await userEvent.click(save);
    await expect(await page().findByText('Settings have been saved')).toBeInTheDocument();
    await expect(maxAttempts()).toHaveValue(5);
    await expect(blockHighRisk()).not.toBeChecked();
    await settled(save);
  },
};

/** The settings are loading: the page's skeleton. */
export const Loading: Story = loadingStory(ops.getGeneralSettings, 'Loading the settings');

/** The settings could not be loaded: "Couldn't load settings." and Try again. */
export const LoadError: Story = loadErrorStory(ops.getGeneralSettings, "Couldn't load settings.");

/** Try again loads the page once the server answers. */
export const LoadErrorTryAgain: Story = loadErrorTryAgainStory(
  ops.getGeneralSettings,
  "Couldn't load settings.",
  ready,
);

/** A supervisor reaching General is sent to the app root. */
export const SupervisorRedirected: Story = supervisorRedirectedStory();
