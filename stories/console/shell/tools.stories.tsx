import { mockStore, ops, scenario, setDomainState } from '@console/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  ConsoleScreen,
  consoleLocation,
  consoleScreenParameters,
  type Persona,
} from '../support/console-screen';
import { findDialog } from '../support/settled';
import { receivesFocus } from '../../support/focus';

interface Args {
  path: string;
  as: Persona;
}

const meta = {
  title: 'Console/Shell/Tools',
  parameters: consoleScreenParameters,
  args: { path: '/', as: 'owner' },
  render: ({ path, as }) => <ConsoleScreen path={path} as={as} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Leaves no dialog open behind the story: an open layer would swallow the next story's clicks. */
async function closeDialog() {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
}

/** Cmd/Ctrl+K opens the customer search anywhere the header's tools show. */
async function openSearch(canvas: Canvas) {
  await canvas.findByRole('button', { name: /^Search/ });
  await userEvent.keyboard('{Control>}k{/Control}');
  return findDialog('Customer search');
}

/** Searching a customer: GET /results/customer, the results table and its count. */
export const Search: Story = {
  play: async ({ canvas }) => {
    const dialog = within(await openSearch(canvas));
    await userEvent.type(dialog.getByRole('combobox', { name: 'Customer ID' }), 'CUST-10042');
    await expect(await dialog.findByText(/^Showing \d+ of \d+ results$/, {})).toBeVisible();
    await expect(dialog.getByRole('grid', { name: 'Search results' })).toBeVisible();
    await closeDialog();
  },
};

/**
 * Enter on a result opens its session in its app: the app's activity page with `?session=` (the session drawer
 * reads it), and the dialog closes.
 */
export const SearchOpensSession: Story = {
  beforeEach({ msw }) {
    msw.use(
      scenario(ops.searchCustomers).reply([
        {
          id: 'ses_4f2a9c81b7d34e6f0a1c2b3d',
          app: 'document-signature',
          status: 'success',
          timestamp: '2026-11-20T09:30:00Z',
          sessionRef: 'req_7b1e0c9d2a4f6e8b3c5d',
          phoneNumber: '+14155550123',
        },
      ]),
    );
  },
  play: async ({ canvas }) => {
    const dialog = within(await openSearch(canvas));
    await userEvent.type(dialog.getByRole('combobox', { name: 'Customer ID' }), 'CUST-10042');
    await expect(await dialog.findByText('Showing 1 of 1 results', {})).toBeVisible();
    await expect(dialog.getByText('to open', { exact: false })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Signatures' })).toBeVisible();
    await expect(consoleLocation().pathname).toBe('/document-signature/signatures');
    await expect(consoleLocation().search).toEqual({ session: 'ses_4f2a9c81b7d34e6f0a1c2b3d' });
  },
};

/**
 * A customer (not the provider's staff) never meets the unreleased apps: the App filter offers the five released
 * ones, and the results (the server's, and the mocks' alike) hold none of the others' sessions.
 */
export const SearchHidesUnreleasedApps: Story = {
  play: async ({ canvas }) => {
    const dialog = within(await openSearch(canvas));
    await userEvent.type(dialog.getByRole('combobox', { name: 'Customer ID' }), 'CUST-10042');
    await expect(await dialog.findByText(/^Showing \d+ of \d+ results$/, {})).toBeVisible();
    const grid = dialog.getByRole('grid', { name: 'Search results' });
    await expect(grid).toHaveTextContent('Passkeys');
    await expect(grid).not.toHaveTextContent(/Identity Verification|Gateway Payments/);
    const appFilter = dialog.getByRole('combobox', { name: 'App' });
    await userEvent.click(appFilter);
    await dialog.findByRole('option', { name: 'Payments' });
    await expect(dialog.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All apps',
      'Passkeys',
      'One-Time Passcode',
      'Document Signature',
      'E-Form',
      'Payments',
    ]);
    await userEvent.keyboard('{Escape}');
    await receivesFocus(appFilter);
    await closeDialog();
  },
};

/** No customer by that ID: the spec's message and hint. */
export const SearchNoResults: Story = {
  play: async ({ canvas }) => {
    const dialog = within(await openSearch(canvas));
    await userEvent.type(dialog.getByRole('combobox', { name: 'Customer ID' }), 'NOBODY-1');
    await expect(await dialog.findByText('No results found for "NOBODY-1".', {})).toBeVisible();
    await expect(dialog.getByText('Try searching for a different customer ID.')).toBeVisible();
    await closeDialog();
  },
};

/** The search call fails: "An error occurred during search" and no results. */
export const SearchFails: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.searchCustomers).serverError());
  },
  play: async ({ canvas }) => {
    const dialog = within(await openSearch(canvas));
    await userEvent.type(dialog.getByRole('combobox', { name: 'Customer ID' }), 'CUST-10042');
    await expect(await dialog.findByText('An error occurred during search', {})).toBeVisible();
    await expect(dialog.queryByRole('grid', { name: 'Search results' })).toBeNull();
    await closeDialog();
  },
};

/** The bell lists the setup items: the demo account has its logo and colour, but no verified domain. */
export const SetupChecklist: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 1 incomplete' }));
    const checklist = within(await findDialog('Setup checklist'));
    await expect(checklist.getByText('Logo and colour set').closest('li')).toHaveTextContent(', done');
    await expect(checklist.getByText('Branded domain set and verified').closest('li')).toHaveTextContent(
      ', not done',
    );
    await closeDialog();
  },
};

/** Every setup item done: no badge, and the bell says nothing is incomplete. */
export const SetupComplete: Story = {
  beforeEach() {
    setDomainState(mockStore, 'verified');
  },
  play: async ({ canvas }) => {
    const banner = within(await canvas.findByRole('banner'));
    await expect(await banner.findByRole('button', { name: /^Notifications/ })).toHaveAccessibleName(
      'Notifications',
    );
  },
};

/** Contact sales (settings menu): the sales e-mail and a Send button that writes to it. */
export const ContactSales: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Settings' }));
    const menu = await page.findByRole('menu');
    // Keyboard selection: simulated clicks on a menu are not reliable after another story opened one.
    await receivesFocus(menu);
    await userEvent.keyboard('{Home}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Contact sales' })).toHaveAttribute(
      'data-highlighted',
    );
    await userEvent.keyboard('{Enter}');
    const dialog = within(await findDialog('Contact sales'));
    await expect(dialog.getByText('sales@console.example')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Send' })).toHaveAttribute(
      'href',
      'mailto:sales@console.example?subject=Sales%20enquiry',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    // Closed, the dialog gives the focus back to the button of the menu that opened it.
    await receivesFocus(canvas.getByRole('button', { name: 'Settings' }));
  },
};

/** Settings: "Back to apps" instead of the app switcher, and the side menu's entries. */
export const Settings: Story = {
  args: { path: '/settings', as: 'admin' },
  play: async ({ canvas }) => {
    const banner = within(await canvas.findByRole('banner'));
    await expect(banner.getByRole('link', { name: 'Back to apps' })).toHaveAttribute('href', '/');
    await expect(banner.queryByRole('combobox', { name: 'Select an app' })).toBeNull();
    const menu = within(await canvas.findByRole('navigation', { name: 'Settings' }));
    await expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Branding',
      'Domain',
      'Admin Management',
      'SMS Configuration',
      'Customer Lookup',
      'Single Sign-On',
      'Logging',
      'Audit log',
      'Developers',
    ]);
  },
};
