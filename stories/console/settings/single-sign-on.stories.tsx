import { mockStore, ops, scenario, setIntegrations, setSsoDomainProof } from '@console/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IntegrationsSkeleton } from '../../../packages/console/src/components/integrations/integrations-skeleton';
import { ConsoleScreen, consoleScreenParameters } from '../support/console-screen';
import { findDialog, integrationCard, openDialog, page, settled } from '../support/settled';
import { noScreenshot } from '../../support/screenshot';

const meta = {
  title: 'Console/Settings/Single Sign-On',
  parameters: consoleScreenParameters,
  render: () => <ConsoleScreen path="/settings/single-sign-on" as="admin" />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = { level: 1, name: 'Single Sign-On' } as const;
const ONE_PROVIDER = 'Disable the current provider to enable this one';
const noneConnected = () => setIntegrations(mockStore, 'none-connected');

const card = (title: string, hidden = false) => within(integrationCard(title, hidden));

const cardTitles = () =>
  within(page().getByRole('list', { name: 'Single sign-on providers' }))
    .getAllByRole('heading', { level: 2 })
    .map((title) => title.textContent);

const open = async (action: 'Connect' | 'Manage', title: string) =>
  within(await openDialog(`${action} ${title}`));

async function save(dialog: Awaited<ReturnType<typeof open>>) {
  await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
}

/** The demo account uses Okta: its card comes first, Azure and OIDC are disabled. */
export const OktaConnected: Story = {
  async play() {
    await page().findByRole('heading', heading);
    await expect(cardTitles()).toEqual(['Okta', 'Azure', 'OIDC']);
    await expect(card('Okta').getByText('Connected')).toBeVisible();
    await expect(page().getByRole('button', { name: 'Manage Okta' })).not.toHaveAttribute('aria-disabled');
    await expect(page().getByRole('button', { name: 'Connect Azure' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(page().getByRole('button', { name: 'Connect OIDC' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await settled();
  },
};

/** A disabled card says why, and opens nothing. */
export const DisabledTooltip: Story = {
  async play() {
    const azure = await page().findByRole('button', { name: 'Connect Azure' });
    await userEvent.hover(azure);
    await expect(await page().findByRole('tooltip', { name: ONE_PROVIDER })).toBeVisible();
    await userEvent.click(azure);
    await expect(page().queryByRole('dialog')).toBeNull();
    await settled();
  },
};

export const NoneConnected: Story = {
  beforeEach: noneConnected,
  async play() {
    await page().findByRole('heading', heading);
    await expect(cardTitles()).toEqual(['Azure', 'Okta', 'OIDC']);
    for (const title of ['Azure', 'Okta', 'OIDC'])
      await expect(page().getByRole('button', { name: `Connect ${title}` })).not.toHaveAttribute(
        'aria-disabled',
      );
    await settled();
  },
};

/** Okta connected: the saved values, and only that a client secret is set. */
export const OktaManage: Story = {
  async play() {
    const dialog = await open('Manage', 'Okta');
    await expect(dialog.getByLabelText('Tenant')).toHaveValue('northwind');
    await expect(dialog.getByLabelText('Client ID')).toHaveValue('0oa1b2c3d4');
    await expect(dialog.getByLabelText('Client Secret')).toHaveValue('');
    await expect(dialog.getByText('Saved and hidden. Enter it again to save a change.')).toBeVisible();
    await expect(page().queryByDisplayValue('okta-secret')).toBeNull();
    await settled();
  },
};

export const AzureMessages: Story = {
  beforeEach: noneConnected,
  async play() {
    const dialog = await open('Connect', 'Azure');
    await save(dialog);
    await expect(await dialog.findByText('Discovery URL is required')).toBeVisible();
    await expect(dialog.getByText('Domain is required')).toBeVisible();
    await expect(dialog.getByText('Client ID is required')).toBeVisible();
    await expect(dialog.getByText('Client Secret is required')).toBeVisible();
    // The group IDs are optional: no message under them.
    await expect(dialog.getByLabelText('Admin group ID (optional)')).not.toHaveAttribute('aria-invalid');
    await userEvent.type(dialog.getByLabelText('Discovery URL'), 'login.microsoftonline.com');
    await userEvent.click(await dialog.findByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Discovery URL is required')).toBeVisible();
    await settled();
  },
};

export const OktaMessages: Story = {
  beforeEach: noneConnected,
  async play() {
    const dialog = await open('Connect', 'Okta');
    await save(dialog);
    await expect(await dialog.findByText('Tenant is required')).toBeVisible();
    await expect(dialog.getByText('Domain is required')).toBeVisible();
    await expect(dialog.getByText('Client ID is required')).toBeVisible();
    await expect(dialog.getByText('Client Secret is required')).toBeVisible();
    await settled();
  },
};

/** OIDC labels its discovery URL as the issuer. */
export const OidcMessages: Story = {
  beforeEach: noneConnected,
  async play() {
    const dialog = await open('Connect', 'OIDC');
    await save(dialog);
    await expect(await dialog.findByText('Discovery URL is required')).toBeVisible();
    await expect(dialog.getByLabelText('Issuer')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Domain is required')).toBeVisible();
    await expect(dialog.getByText('Client ID is required')).toBeVisible();
    await expect(dialog.getByText('Client Secret is required')).toBeVisible();
    await settled();
  },
};

/** Connect OIDC: the toast; its card moves first and the others are disabled. */
export const ConfigureFlow: Story = {
  ...noScreenshot('ends as the configured page'),
  beforeEach: noneConnected,
  async play() {
    const dialog = await open('Connect', 'OIDC');
    await userEvent.type(
      dialog.getByLabelText('Issuer'),
      'https://id.example.com/.well-known/openid-configuration',
    );
    await userEvent.type(dialog.getByLabelText('Domain'), 'example.com');
    await userEvent.type(dialog.getByLabelText('Client ID'), 'console');
    await userEvent.type(dialog.getByLabelText('Client Secret'), 'secret');
    await save(dialog);
    await expect(await page().findByText('OIDC has been configured')).toBeInTheDocument();
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(cardTitles()).toEqual(['OIDC', 'Azure', 'Okta']));
    await expect(card('OIDC').getByText('Connected')).toBeVisible();
    await expect(page().getByRole('button', { name: 'Connect Azure' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await settled();
  },
};

async function fillOidc() {
  const dialog = await open('Connect', 'OIDC');
  await userEvent.type(dialog.getByLabelText('Issuer'), 'https://id.example.com');
  await userEvent.type(dialog.getByLabelText('Domain'), 'example.com');
  await userEvent.type(dialog.getByLabelText('Client ID'), 'console');
  await userEvent.type(dialog.getByLabelText('Client Secret'), 'secret');
  return dialog;
}

export const Pending: Story = {
  beforeEach({ msw }) {
    noneConnected();
    msw.use(scenario(ops.saveSso).never());
  },
  async play() {
    await save(await fillOidc());
    await waitFor(() => expect(card('OIDC', true).getByText('Pending')).toBeInTheDocument());
    await settled();
  },
};

/** The server refuses the save: the toast says why and the dialog keeps what was typed. */
export const SaveFailure: Story = {
  beforeEach({ msw }) {
    noneConnected();
    msw.use(scenario(ops.saveSso).error('VALIDATION_FAILED', { message: 'The issuer could not be reached' }));
  },
  async play() {
    const dialog = await fillOidc();
    await save(dialog);
    await expect(await page().findByText('OIDC could not be saved')).toBeInTheDocument();
    await expect(page().getByText('The issuer could not be reached')).toBeInTheDocument();
    await expect(dialog.getByLabelText('Issuer')).toHaveValue('https://id.example.com');
    await expect(dialog.getByLabelText('Client Secret')).toHaveValue('secret');
    await settled();
  },
};

/** Disconnect Okta: the others are enabled again. */
export const DisconnectFlow: Story = {
  ...noScreenshot('ends as not configured'),
  async play() {
    const body = page();
    await userEvent.click(await body.findByRole('button', { name: 'Disconnect Okta' }));
    const dialog = await findDialog('Disconnect Okta?', 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await expect(await body.findByText('Okta has been disconnected')).toBeInTheDocument();
    await waitFor(() =>
      expect(body.getByRole('button', { name: 'Connect Azure' })).not.toHaveAttribute('aria-disabled'),
    );
    await expect(cardTitles()).toEqual(['Azure', 'Okta', 'OIDC']);
    await settled();
  },
};

/** A public mail domain can never be claimed for SSO: the form says so before anything is sent. */
export const PublicMailDomain: Story = {
  beforeEach: noneConnected,
  async play() {
    const dialog = await fillOidc();
    await userEvent.clear(dialog.getByLabelText('Domain'));
    await userEvent.type(dialog.getByLabelText('Domain'), 'gmail.com');
    await save(dialog);
    await expect(
      await dialog.findByText('A public e-mail domain such as gmail.com cannot be used for SSO'),
    ).toBeVisible();
    await expect(dialog.getByLabelText('Domain')).toHaveAttribute('aria-invalid', 'true');
    await settled();
  },
};

const domainSection = () => within(page().getByRole('region', { name: /^Domain verification/ }));

/** The demo's Okta domain is proven: who can sign in. */
export const DomainVerified: Story = {
  async play() {
    const section = within(await page().findByRole('region', { name: /^Domain verification/ }));
    await expect(
      section.getByRole('heading', { name: 'Domain verification: northwind-contact.com' }),
    ).toBeVisible();
    await expect(section.getByText('Verified')).toBeVisible();
    await expect(
      section.getByText('People with an address at northwind-contact.com can sign in with single sign-on.'),
    ).toBeVisible();
    await expect(section.queryByRole('button', { name: 'Verify' })).toBeNull();
    await settled();
  },
};

/** Not proven yet: the TXT record to publish and Verify. */
export const DomainUnverified: Story = {
  beforeEach: () => setSsoDomainProof(mockStore, { verified: false, recordPublished: false }),
  async play() {
    await page().findByRole('region', { name: /^Domain verification/ });
    const section = domainSection();
    await expect(section.getByText('Not verified')).toBeVisible();
    await expect(section.getByText('_console-verify.northwind-contact.com')).toBeVisible();
    await expect(section.getByText(/^console-verification=[0-9a-f]{32}$/)).toBeVisible();
    await expect(section.getByRole('button', { name: 'Verify' })).toBeEnabled();
    await settled();
  },
};

/** The record is not in the DNS yet: Verify says so and the domain stays unverified. */
export const DomainVerifyFailed: Story = {
  beforeEach: () => setSsoDomainProof(mockStore, { verified: false, recordPublished: false }),
  async play() {
    await userEvent.click(await page().findByRole('button', { name: 'Verify' }));
    await expect(await domainSection().findByRole('alert')).toHaveTextContent(
      'The TXT record _console-verify.northwind-contact.com was not found.',
    );
    await expect(domainSection().getByText('Not verified')).toBeVisible();
    await settled();
  },
};

/** The record is published: Verify proves the domain. */
export const DomainVerifyFlow: Story = {
  beforeEach: () => setSsoDomainProof(mockStore, { verified: false, recordPublished: true }),
  async play() {
    await userEvent.click(await page().findByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(domainSection().getByText('Verified')).toBeVisible());
    await expect(domainSection().queryByRole('button', { name: 'Verify' })).toBeNull();
    await settled();
  },
};

/**
 * The route's pending component, rendered on its own: on a first load the router keeps the screen blank while the
 * page's loader is pending (it shows the skeleton only on a later navigation), so the story shows the skeleton itself.
 */
export const Loading: Story = {
  render: () => <IntegrationsSkeleton label="Loading the single sign-on providers" cards={3} />,
  parameters: { layout: 'padded' },
  async play() {
    await expect(
      await page().findByRole('status', { name: 'Loading the single sign-on providers' }),
    ).toBeVisible();
    await settled();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.getSso).serverError());
  },
  async play() {
    const alert = within(await page().findByRole('alert'));
    await expect(
      alert.getByRole('heading', { name: 'The single sign-on providers could not be loaded' }),
    ).toBeVisible();
    await expect(alert.getByText('An unknown error occurred')).toBeVisible();
    await settled();
  },
};
