import { MOCK_NOW, mockStore, ops, scenario, setDomainState } from '@console/api-client/mocks';
import { ClockProvider } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { manualClock } from '../../support/manual-clock';
import { noScreenshot } from '../../support/screenshot';
import { ConsoleScreen, consoleScreenParameters } from '../support/console-screen';

const meta = {
  title: 'Console/Settings/Domain',
  parameters: consoleScreenParameters,
  render: () => <ConsoleScreen path="/settings/domain" as="admin" />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const DOMAIN = 'login.northwind-contact.com';
const DNS_INVALID = "DNS settings are invalid or haven't propagated yet";
const VERIFY_FAILED = 'An error occurred while verifying the DNS settings';

let brandingReads = 0;
/** Counts GET /branding, then lets the mock API answer it. */
const countBrandingReads = () => {
  brandingReads = 0;
  return http.get('*/api/branding', () => {
    brandingReads += 1;
  });
};

const countdown = () => page().getByTestId('domain-countdown');

async function openRecordStep(domain = DOMAIN) {
  const body = page();
  await userEvent.type(await body.findByLabelText('Domain'), domain);
  await userEvent.click(body.getByRole('button', { name: 'Continue' }));
  return body.findByRole('heading', { name: 'Create the DNS record' });
}

/** No domain yet: step 1, Continue disabled until a hostname is typed. */
export const NotConnected: Story = {
  beforeEach() {
    setDomainState(mockStore, 'none');
  },
  async play() {
    const body = page();
    await body.findByRole('heading', { level: 1, name: 'Domain' });
    await expect(body.getByText('Step 1 of 2')).toBeVisible();
    await expect(body.getByLabelText('Domain')).toHaveValue('');
    await expect(body.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

/** The button is enabled only for a lowercase dotted hostname whose last label is 2 to 5 letters (spec 001 §5). */
export const HostnameRule: Story = {
  beforeEach() {
    setDomainState(mockStore, 'none');
  },
  async play() {
    const body = page();
    const input = await body.findByLabelText('Domain');
    const button = body.getByRole('button', { name: 'Continue' });
    for (const text of ['acme', 'Login.acme.com', 'login.acme.c', 'login.acme.abcdef', 'login.acme.c0m']) {
      await userEvent.clear(input);
      await userEvent.type(input, text);
      await expect(button).toBeDisabled();
    }
    for (const text of ['login.acme.co', 'login.acme.store']) {
      await userEvent.clear(input);
      await userEvent.type(input, text);
      await expect(button).toBeEnabled();
    }
  },
};

/** Step 2: the CNAME to the CDN host and the 48-hour note; Back keeps the typed domain. */
export const DnsRecordStep: Story = {
  beforeEach() {
    setDomainState(mockStore, 'none');
  },
  async play() {
    const body = page();
    await openRecordStep();
    await expect(body.getByText('Step 2 of 2')).toBeVisible();
    const table = body.getByRole('table', { name: 'DNS record to create' });
    await expect(within(table).getByRole('cell', { name: 'CNAME' })).toBeVisible();
    await expect(table).toHaveTextContent(DOMAIN);
    await expect(table).toHaveTextContent('cdn.console.example');
    await expect(body.getByText('DNS changes can take up to 48 hours to propagate.')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Back' }));
    await expect(await body.findByLabelText('Domain')).toHaveValue(DOMAIN);
  },
};

/** PUT /branding/domain answers DNS_INVALID: the catalogue's text; the record step stays. */
export const DnsInvalid: Story = {
  beforeEach({ msw }) {
    setDomainState(mockStore, 'none');
    msw.use(scenario(ops.updateDomain).error('DNS_INVALID', { message: 'CNAME not found' }));
  },
  async play() {
    const body = page();
    await openRecordStep();
    await userEvent.click(body.getByRole('button', { name: 'Verify DNS settings' }));
    await expect(await body.findByRole('alert')).toHaveTextContent(DNS_INVALID);
    await expect(mockStore.branding.domain).toBeNull();
    // The button holds its failed state, then takes clicks again.
    await body.findByRole('button', { name: 'Verify DNS settings' });
  },
};

/** Any other failure: 'An error occurred while verifying the DNS settings'. */
export const VerifyError: Story = {
  beforeEach({ msw }) {
    setDomainState(mockStore, 'none');
    msw.use(scenario(ops.updateDomain).serverError());
  },
  async play() {
    const body = page();
    await openRecordStep();
    await userEvent.click(body.getByRole('button', { name: 'Verify DNS settings' }));
    await expect(await body.findByRole('alert')).toHaveTextContent(VERIFY_FAILED);
    await body.findByRole('button', { name: 'Verify DNS settings' });
  },
};

/**
 * The domain page on a clock that moves only when the story says: the countdown holds still for the screenshot,
 * and the 10 s refresh comes at once when the story moves it on (its timing: use-refresh-countdown's test).
 */
let clock = manualClock(MOCK_NOW);
const onManualClock = {
  beforeEach() {
    clock = manualClock(MOCK_NOW);
  },
  render: () => (
    <ClockProvider clock={clock}>
      <ConsoleScreen path="/settings/domain" as="admin" />
    </ClockProvider>
  ),
} satisfies Story;

/** The whole setup: the domain, the record, Verify (PUT /branding/domain), then 'Verifying...' with the countdown. */
export const SetupFlow: Story = {
  ...noScreenshot('ends as Verifying'),
  ...onManualClock,
  beforeEach() {
    onManualClock.beforeEach();
    setDomainState(mockStore, 'none');
  },
  async play() {
    const body = page();
    await openRecordStep();
    await userEvent.click(body.getByRole('button', { name: 'Verify DNS settings' }));
    await expect(await body.findByText('Verifying...', {})).toBeVisible();
    await expect(mockStore.branding).toMatchObject({ domain: DOMAIN, domainIsVerified: false });
    await expect(countdown()).toHaveTextContent('Checking again in 10 s');
  },
};

/** An unverified domain: 'Verifying...', the countdown, the 1-2 minute and 48-hour notes. */
export const Verifying: Story = {
  ...onManualClock,
  beforeEach() {
    onManualClock.beforeEach();
    setDomainState(mockStore, 'unverified');
  },
  async play() {
    const body = page();
    await expect(await body.findByText('Verifying...', {})).toBeVisible();
    await expect(body.getByRole('heading', { level: 2, name: DOMAIN })).toBeVisible();
    await expect(countdown()).toHaveTextContent('Checking again in 10 s');
    await expect(
      body.getByText('Verification usually takes 1-2 minutes once the record is in place.'),
    ).toBeVisible();
    await expect(body.getByText('DNS changes can take up to 48 hours to propagate.')).toBeVisible();
  },
};

/**
 * The refresh (every 10 s, spec 001 §9) reads GET /branding; the DNS having been found meanwhile, the domain shows
 * verified and active, and the bell drops the domain item without a reload.
 */
export const RefreshEveryTenSeconds: Story = {
  ...noScreenshot('ends as Verified'),
  ...onManualClock,
  beforeEach({ msw }) {
    onManualClock.beforeEach();
    setDomainState(mockStore, 'unverified');
    msw.use(countBrandingReads());
  },
  async play() {
    const body = page();
    await body.findByText('Verifying...', {});
    const banner = body.getByRole('banner');
    await expect(within(banner).getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName(
      'Notifications, 1 incomplete',
    );
    const readsBefore = brandingReads;
    setDomainState(mockStore, 'verified');
    clock.advance(10_000);
    await expect(await body.findByText('Active', {})).toBeVisible();
    await expect(brandingReads).toBe(readsBefore + 1);
    await expect(body.getByText('Verified')).toBeVisible();
    await expect(body.queryByText('Verifying...')).toBeNull();
    // The bell reads the bootstrap: the refresh's branding reached it, no reload needed.
    await expect(await within(banner).findByRole('button', { name: 'Notifications' })).toBeVisible();
  },
};

/** A verified domain: verified and active. */
export const Verified: Story = {
  beforeEach() {
    setDomainState(mockStore, 'verified');
  },
  async play() {
    const body = page();
    await expect(await body.findByText('Verified')).toBeVisible();
    await expect(body.getByText('Active')).toBeVisible();
    await expect(body.getByRole('heading', { level: 2, name: DOMAIN })).toBeVisible();
    await expect(body.queryByText('Verifying...')).toBeNull();
  },
};

/** Changing a verified domain: the setup again for the new one, then 'Verifying...' for it. */
export const ChangeDomain: Story = {
  ...noScreenshot('ends as Verifying, for the new domain'),
  beforeEach() {
    setDomainState(mockStore, 'verified');
  },
  async play() {
    const body = page();
    await userEvent.click(await body.findByRole('button', { name: 'Change domain' }));
    await expect(body.getByRole('heading', { name: 'Choose a new domain' })).toBeVisible();
    await expect(body.getByText(`It replaces ${DOMAIN} once its DNS record is verified.`)).toBeVisible();
    await openRecordStep('www.northwind-contact.com');
    await userEvent.click(body.getByRole('button', { name: 'Verify DNS settings' }));
    await expect(
      await body.findByRole('heading', { level: 2, name: 'www.northwind-contact.com' }),
    ).toBeVisible();
    await expect(body.getByText('Verifying...')).toBeVisible();
    await expect(mockStore.branding.domain).toBe('www.northwind-contact.com');
    await expect(mockStore.auditLog[0]?.description).toBe(
      `Changed the custom domain from ${DOMAIN} to www.northwind-contact.com`,
    );
  },
};

/** Changing, then thinking better of it: Cancel goes back to the domain as it was. */
export const ChangeDomainCancelled: Story = {
  ...noScreenshot('ends as Verified'),
  beforeEach() {
    setDomainState(mockStore, 'verified');
  },
  async play() {
    const body = page();
    await userEvent.click(await body.findByRole('button', { name: 'Change domain' }));
    await userEvent.click(body.getByRole('button', { name: 'Cancel' }));
    await expect(await body.findByText('Verified')).toBeVisible();
    await expect(mockStore.branding.domain).toBe(DOMAIN);
  },
};

/** Removing the domain: a confirmation, then the setup again, and the bell counts the domain item again. */
export const RemoveDomain: Story = {
  ...noScreenshot('ends as Not Connected'),
  beforeEach() {
    setDomainState(mockStore, 'verified');
  },
  async play() {
    const body = page();
    const banner = await body.findByRole('banner');
    await expect(await within(banner).findByRole('button', { name: /^Notifications/ })).toHaveAccessibleName(
      'Notifications',
    );
    await userEvent.click(await body.findByRole('button', { name: 'Remove domain' }));
    const dialog = within(await body.findByRole('alertdialog', { name: 'Remove the custom domain?' }));
    await expect(dialog.getByText(new RegExp(`no longer see your pages at ${DOMAIN}`))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove domain' }));
    await expect(await body.findByRole('heading', { name: 'Choose your domain' })).toBeVisible();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(mockStore.branding.domain).toBeNull();
    await expect(mockStore.auditLog[0]?.description).toBe(`Removed the custom domain ${DOMAIN}`);
    await expect(within(banner).getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName(
      'Notifications, 1 incomplete',
    );
  },
};

/** The branding never answers: the page's skeleton. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.getBranding).never());
  },
  async play() {
    await expect(await page().findByRole('status', { name: 'Loading the domain' })).toBeVisible();
    await expect(page().queryByRole('heading', { level: 1, name: 'Domain' })).toBeNull();
  },
};

/** The branding could not be loaded: what went wrong and Try again. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.getBranding).serverError());
  },
  async play() {
    const body = page();
    await body.findByRole('heading', { name: 'The domain settings could not be loaded' });
    await waitFor(() => expect(body.getByRole('button', { name: 'Try again' })).toBeVisible());
  },
};
