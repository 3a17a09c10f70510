import { STORAGE_MESSAGES, type ParsedStorageBody } from '@console/api-client';
import { keepStorage, mockStore, ops, scenario } from '@console/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { noScreenshot } from '../../support/screenshot';
import { consoleLocation } from '../support/console-screen';
import { answerLeaveGuard } from '../support/leave-guard';
import { findDialog, page, settled } from '../support/settled';
import {
  appScreen,
  type AppScreenArgs,
  loadErrorStory,
  loadingStory,
  supervisorRedirectedStory,
} from './support/app-screen';

/**
 * Document signature › Configuration › Storage (apps.md §3.3; identity verification's is the same page, §3.7) in the
 * whole console over the mocks: keep only with its retention, an S3-compatible bucket or SFTP with write-only
 * secrets, Test connection, a save the server tests first, Disconnect. The mocks reach no storage: a destination
 * whose host ends in `.invalid` fails as the server fails a name that does not resolve.
 */
const meta = {
  title: 'Console/App/Storage',
  ...appScreen,
  args: { path: '/document-signature/settings/storage', as: 'admin' },
} satisfies Meta<AppScreenArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const FINGERPRINT = 'SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s';
const S3: ParsedStorageBody = {
  mode: 's3',
  retentionDays: 90,
  deleteAfterDelivery: true,
  s3: {
    endpoint: '',
    region: 'eu-west-2',
    bucket: 'northwind-signed',
    prefix: '{app}/{yyyy}/{MM}/',
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  },
};
const SFTP: ParsedStorageBody = {
  mode: 'sftp',
  retentionDays: 30,
  deleteAfterDelivery: false,
  sftp: {
    host: 'sftp.northwind-contact.com',
    port: 2222,
    username: 'northwind',
    authMethod: 'privateKey',
    privateKey: '-----BEGIN OPENSSH PRIVATE KEY-----\nmock\n-----END OPENSSH PRIVATE KEY-----',
    directory: '/upload/signed',
    hostKeyFingerprint: FINGERPRINT,
  },
};
const saved = (body: ParsedStorageBody) => () => {
  keepStorage(mockStore, 'document-signature', body);
};

const ready = () => page().findByRole('button', { name: 'Save Changes' }, { timeout: 5000 });
const mode = (name: string) => page().getByRole('radio', { name });
const field = (name: RegExp) => page().getByRole('textbox', { name });
const button = (name: string) => page().getByRole('button', { name });
const toastShown = (name: string) =>
  waitFor(() => expect(page().getByRole('status', { name })).toBeVisible(), { timeout: 5000 });

/** Fills the S3 fields of a new bucket (nothing saved), `endpoint` first when given. */
async function fillS3(endpoint?: string) {
  await userEvent.click(mode('S3-compatible bucket'));
  if (endpoint) await userEvent.type(field(/^Endpoint/), endpoint);
  await userEvent.type(field(/^Region/), 'eu-west-2');
  await userEvent.type(field(/^Bucket/), 'northwind-signed');
  await userEvent.type(field(/^Access key ID/), 'AKIAIOSFODNN7EXAMPLE');
  await userEvent.type(page().getByLabelText(/^Secret key/), 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY');
}

/** Before the first save: "Keep in Console only" for 30 days; nothing to test or disconnect. */
export const KeepOnly: Story = {
  async play() {
    await ready();
    await expect(page().getByRole('heading', { level: 1, name: 'Storage' })).toBeVisible();
    await expect(
      page().getByText(
        'Where completed signed documents go. Each file is named {sessionId}_{customerRef}.pdf.',
      ),
    ).toBeVisible();
    await expect(mode('Keep in Console only')).toBeChecked();
    await expect(page().getByRole('combobox', { name: 'Keep files in Console for' })).toHaveValue('30');
    await expect(page().queryByRole('button', { name: 'Test connection' })).toBeNull();
    await expect(page().queryByRole('button', { name: 'Disconnect' })).toBeNull();
  },
};

/** Keeping files 90 days: saved with "Storage settings have been saved". */
export const KeepOnlySaved: Story = {
  ...noScreenshot('ends as Keep Only with 90 days and a toast'),
  async play() {
    await ready();
    await userEvent.selectOptions(page().getByRole('combobox', { name: 'Keep files in Console for' }), '90');
    const save = button('Save Changes');
    await userEvent.click(save);
    await toastShown(STORAGE_MESSAGES.saved);
    await settled(save);
  },
};

/** A saved bucket: its settings, the secret key as "••••••••" with Replace, the delete toggle, Disconnect. */
export const S3Connected: Story = {
  beforeEach: saved(S3),
  async play() {
    await ready();
    await expect(mode('S3-compatible bucket')).toBeChecked();
    await expect(field(/^Bucket/)).toHaveValue('northwind-signed');
    await expect(field(/^Prefix/)).toHaveValue('{app}/{yyyy}/{MM}/');
    const secret = page().getByRole('group', { name: 'Secret key' });
    await expect(within(secret).getByText('••••••••')).toBeVisible();
    await expect(within(secret).getByRole('button', { name: 'Replace secret key' })).toBeVisible();
    await expect(page().getByRole('checkbox', { name: 'Delete from Console after delivery' })).toBeChecked();
    await expect(button('Disconnect')).toBeVisible();
    await expect(page().queryByText('wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY')).toBeNull();
  },
};

/** Replace opens an empty secret input; left empty, the saved secret stays and the save is tested and passes. */
export const S3ReplaceAndSave: Story = {
  ...noScreenshot('ends as S3 Connected with a toast'),
  beforeEach: saved(S3),
  async play() {
    await ready();
    await userEvent.click(button('Replace secret key'));
    await expect(page().getByLabelText(/^Secret key/)).toHaveValue('');
    await expect(page().getByText('Leave empty to keep the saved one.')).toBeVisible();
    await userEvent.clear(field(/^Prefix/));
    await userEvent.type(field(/^Prefix/), 'signed/');
    const save = button('Save Changes');
    await userEvent.click(save);
    await toastShown(STORAGE_MESSAGES.saved);
    await settled(save);
  },
};

/** A saved SFTP server signed in to with a private key. */
export const SftpConnected: Story = {
  beforeEach: saved(SFTP),
  async play() {
    await ready();
    await expect(mode('SFTP')).toBeChecked();
    await expect(field(/^Host(?! key)/)).toHaveValue('sftp.northwind-contact.com');
    await expect(page().getByRole('spinbutton', { name: /^Port/ })).toHaveValue(2222);
    await expect(page().getByRole('combobox', { name: 'Sign in with' })).toHaveValue('privateKey');
    await expect(
      within(page().getByRole('group', { name: 'Private key' })).getByText('••••••••'),
    ).toBeVisible();
    await expect(field(/^Host key fingerprint/)).toHaveValue(FINGERPRINT);
    await expect(
      page().getByRole('checkbox', { name: 'Delete from Console after delivery' }),
    ).not.toBeChecked();
  },
};

/** Test connection with a new bucket: "Test passed". */
export const TestPassed: Story = {
  async play() {
    await ready();
    await fillS3();
    const testButton = button('Test connection');
    await userEvent.click(testButton);
    await expect(await page().findByText('Test passed', {}, { timeout: 5000 })).toBeVisible();
    await settled(testButton);
  },
};

/** A bucket that cannot be reached: "Test failed. …" with the server's words. */
export const TestFailed: Story = {
  async play() {
    await ready();
    await fillS3('https://s3.storage.invalid');
    const testButton = button('Test connection');
    await userEvent.click(testButton);
    const failure = await page().findByRole('alert', {}, { timeout: 5000 });
    await expect(failure).toHaveTextContent('Test failed. Please check your credentials and try again.');
    await expect(failure).toHaveTextContent('Could not resolve s3.storage.invalid');
    await settled(testButton);
  },
};

/** Save tests first: a server that cannot be reached is refused (422 STORAGE_TEST_FAILED); what was typed stays. */
export const SaveRefused: Story = {
  async play() {
    await ready();
    await userEvent.click(mode('SFTP'));
    await userEvent.type(field(/^Host(?! key)/), 'sftp.storage.invalid');
    await userEvent.type(field(/^Username/), 'northwind');
    await userEvent.type(page().getByLabelText(/^Password/), 'correct horse battery staple');
    await userEvent.type(field(/^Host key fingerprint/), FINGERPRINT);
    const save = button('Save Changes');
    await userEvent.click(save);
    await toastShown('Test failed. Please check your credentials and try again.');
    await expect(page().getByRole('alert')).toHaveTextContent('Could not resolve sftp.storage.invalid');
    await expect(field(/^Host(?! key)/)).toHaveValue('sftp.storage.invalid');
    await expect(mode('SFTP')).toBeChecked();
    await settled(save);
  },
};

/** The form's own check with the messages under the fields; nothing is sent. */
export const ValidationErrors: Story = {
  async play() {
    await ready();
    await userEvent.click(mode('S3-compatible bucket'));
    await userEvent.type(field(/^Endpoint/), 'http://s3.example.com');
    await userEvent.type(field(/^Bucket/), 'Not_A_Bucket');
    const save = button('Save Changes');
    await userEvent.click(save);
    await expect(await page().findByText(STORAGE_MESSAGES.endpointHttps)).toBeVisible();
    await expect(page().getByText(STORAGE_MESSAGES.regionRequired)).toBeVisible();
    await expect(page().getByText(STORAGE_MESSAGES.bucketName)).toBeVisible();
    await expect(page().getByText(STORAGE_MESSAGES.accessKeyIdRequired)).toBeVisible();
    await expect(page().getByText(STORAGE_MESSAGES.secretAccessKeyRequired)).toBeVisible();
    await expect(field(/^Bucket/)).toHaveValue('Not_A_Bucket');
    await settled(save);
  },
};

/** Disconnect asks first. */
export const DisconnectConfirm: Story = {
  beforeEach: saved(S3),
  async play() {
    await ready();
    await userEvent.click(button('Disconnect'));
    const dialog = within(await findDialog('Disconnect storage?', 'alertdialog'));
    await expect(
      dialog.getByText(
        'New signed documents will be kept in Console only. Files already delivered stay where they are.',
      ),
    ).toBeVisible();
  },
};

/** Confirmed: "Storage has been disconnected" and the page is back to keep only, with the retention kept. */
export const Disconnected: Story = {
  ...noScreenshot('ends as Keep Only with 90 days and a toast'),
  beforeEach: saved(S3),
  async play() {
    await ready();
    await userEvent.click(button('Disconnect'));
    const dialog = within(await findDialog('Disconnect storage?', 'alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Disconnect' }));
    await toastShown(STORAGE_MESSAGES.disconnected);
    await waitFor(() => expect(mode('Keep in Console only')).toBeChecked(), { timeout: 5000 });
    await expect(page().getByRole('combobox', { name: 'Keep files in Console for' })).toHaveValue('90');
  },
};

/** Leaving with unsaved edits asks first; Stay keeps the page and the edits. */
export const LeaveGuard: Story = {
  ...noScreenshot('ends as Keep Only with the S3 mode chosen'),
  async play() {
    await ready();
    await userEvent.click(mode('S3-compatible bucket'));
    await userEvent.click(page().getByRole('link', { name: 'Webhooks' }));
    await answerLeaveGuard('Stay');
    await expect(consoleLocation().pathname).toBe('/document-signature/settings/storage');
    await expect(mode('S3-compatible bucket')).toBeChecked();
  },
};

/** The settings are loading: the page's skeleton. */
export const Loading: Story = loadingStory(ops.getStorage, 'Loading the storage settings');

/** The settings could not be loaded: "Couldn't load storage settings." and Try again. */
export const LoadError: Story = loadErrorStory(ops.getStorage, "Couldn't load storage settings.");

/** A supervisor reaching Storage is sent to the app root. */
export const SupervisorRedirected: Story = supervisorRedirectedStory(
  'Document Signature',
  '/document-signature',
);

/** A save the server answers with 500: "Something went wrong" with its message (apps.md §0: the save has no text of its own). */
export const SaveFails: Story = {
  ...noScreenshot('ends as Keep Only with a toast'),
  beforeEach({ msw }) {
    msw.use(scenario(ops.saveStorage).serverError());
  },
  async play() {
    await ready();
    const save = button('Save Changes');
    await userEvent.click(save);
    await toastShown('Something went wrong');
    await settled(save);
  },
};
