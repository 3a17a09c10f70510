import { APP_IDS, PROVIDER_EMAIL_DOMAIN } from '@console/api-client';
import { DEMO_ADMIN_IDS, mockStore, ops, scenario } from '@console/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen, consoleScreenParameters, type Persona } from '../support/console-screen';
import { noScreenshot } from '../../support/screenshot';

interface Args {
  path: string;
  as: Persona;
}

const meta = {
  title: 'Console/Home/Home',
  parameters: consoleScreenParameters,
  args: { path: '/', as: 'owner' },
  render: ({ path, as }) => <ConsoleScreen path={path} as={as} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const cards = async (canvas: Canvas) =>
  within(await canvas.findByRole('list', { name: 'Apps' })).getAllByRole('listitem');
const card = async (canvas: Canvas, title: string) =>
  within(await canvas.findByRole('list', { name: 'Apps' }))
    .getByRole('heading', { name: title })
    .closest('article') as HTMLElement;

/** The demo account: the five released apps; Payments is inactive, so it offers a free trial. */
export const Apps: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome, Olivia' })).toBeVisible();
    await expect(await cards(canvas)).toHaveLength(5);
    await expect(canvas.getAllByRole('link', { name: /^Launch app/ })).toHaveLength(4);
    await expect(
      within(await card(canvas, 'Payments')).getByRole('button', { name: 'Start Free Trial' }),
    ).toBeVisible();
  },
};

/** A new account: every app inactive, each with "Start Free Trial". */
export const InactiveApps: Story = {
  beforeEach() {
    for (const app of APP_IDS) mockStore.billing[app].status = 'inactive';
  },
  play: async ({ canvas }) => {
    await expect(await cards(canvas)).toHaveLength(5);
    await expect(canvas.getAllByRole('button', { name: 'Start Free Trial' })).toHaveLength(5);
    await expect(canvas.queryByRole('link', { name: /^Launch app/ })).toBeNull();
  },
};

/**
 * Staff of the provider's own domain (PROVIDER_EMAIL_DOMAIN, the server's setting, answered as the bootstrap's
 * isStaff) also see the two unreleased apps.
 */
export const Staff: Story = {
  beforeEach() {
    const owner = mockStore.admins.find((admin) => admin.id === DEMO_ADMIN_IDS.owner);
    if (owner) owner.email = `olivia.bennett@${PROVIDER_EMAIL_DOMAIN}`;
  },
  play: async ({ canvas }) => {
    await expect(await cards(canvas)).toHaveLength(7);
    await expect(await card(canvas, 'Identity Verification')).toBeVisible();
    await expect(await card(canvas, 'Gateway Payments')).toBeVisible();
  },
};

/** Start Free Trial: the activation call, the billing replaced, and into the app's dashboard. */
export const StartFreeTrial: Story = {
  play: async ({ canvas }) => {
    const payments = await card(canvas, 'Payments');
    await userEvent.click(within(payments).getByRole('button', { name: 'Start Free Trial' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('Free Trial')).toBeVisible());
    const tabs = await canvas.findByRole('navigation', { name: 'Payments' });
    await expect(within(tabs).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(mockStore.billing.payments.status).toBe('free-trial');
  },
};

/** An admin: the same grid as the owner, with the header's tools. */
export const Admin: Story = {
  args: { as: 'admin' },
  play: async ({ canvas }) => {
    await expect(await cards(canvas)).toHaveLength(5);
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('button', { name: 'Settings' })).toBeVisible();
    await expect(within(banner).getByRole('button', { name: /^Search/ })).toBeVisible();
  },
};

/**
 * A supervisor: the grid (a supervisor may open every released app), no header tools but a Sign out button, and no
 * Start Free Trial (the server refuses it to supervisors): the inactive Payments says "Not active".
 */
export const Supervisor: Story = {
  args: { as: 'supervisor' },
  play: async ({ canvas }) => {
    await expect(await cards(canvas)).toHaveLength(5);
    await expect(canvas.getByText('Choose an app to open.')).toBeVisible();
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('combobox', { name: 'Select an app' })).toBeVisible();
    await expect(within(banner).queryByRole('button', { name: 'Settings' })).toBeNull();
    await expect(within(banner).queryByRole('button', { name: /^Search/ })).toBeNull();
    await expect(within(banner).getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Start Free Trial' })).toBeNull();
    const payments = await card(canvas, 'Payments');
    await expect(within(payments).getByText('Not active')).toBeVisible();
    await expect(within(payments).getByRole('link', { name: 'Payments' })).toHaveAttribute(
      'href',
      '/payments',
    );
  },
};

/** A supervisor signs out with the header's Sign out button: home shows the signed-out page. */
export const SupervisorSignsOut: Story = {
  ...noScreenshot('ends on the signed-out page, as the sign-in stories show it'),
  args: { as: 'supervisor' },
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('banner');
    await userEvent.click(await within(banner).findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(canvas.queryByRole('banner')).toBeNull());
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  },
};

/** The activation fails: the toast says why, and the card still offers the trial. */
export const StartFreeTrialFails: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.startFreeTrial).serverError());
  },
  play: async ({ canvas }) => {
    const payments = await card(canvas, 'Payments');
    await userEvent.click(within(payments).getByRole('button', { name: 'Start Free Trial' }));
    const toast = await within(document.body).findByRole('status', {
      name: 'The free trial could not be started',
    });
    await expect(toast).toHaveTextContent('An unknown error occurred');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome, Olivia' })).toBeVisible();
    await expect(mockStore.billing.payments.status).toBe('inactive');
  },
};

/** The bootstrap fails: the token is cleared and the root shows the sign-in, without the expired notice. */
export const BootstrapFails: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.getBootstrap).serverError());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.queryByText('Your session has expired. Please sign in again.')).toBeNull();
  },
};

/** The token has expired (JWT_EXPIRED): home opens with expired=true, so the sign-in says so. */
export const SessionExpired: Story = {
  args: { as: 'expired' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Your session has expired. Please sign in again.',
    );
  },
};
