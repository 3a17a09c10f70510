import { ApiError, type AppId } from '@console/api-client';
import { MOCK_NOW } from '@console/api-client/mocks';
import { Toaster } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ActivityListView } from '../../../packages/console/src/features/app/activity-list-view';
import {
  ActivityErrorView,
  ActivityLoadingView,
} from '../../../packages/console/src/features/app/activity-states';
import { SessionDetailsDrawer } from '../../../packages/console/src/features/app/session-details-drawer';
import type { ActivitySearch } from '../../../packages/console/src/lib/activity-search';
import { noScreenshot } from '../../support/screenshot';
import { seededCountLine, seededPage, seededSession, seededSessions } from './support/seeded-sessions';

interface Args {
  app: AppId;
  /** No session at all (an app nobody has used yet). */
  empty: boolean;
  initialSearch: ActivitySearch;
  onSearch: (search: ActivitySearch) => void;
  onExport: () => Promise<void>;
}

const today = MOCK_NOW.toISOString().slice(0, 10);

/**
 * The list as the page drives it, over the mocks' seeded sessions: the address in state, the page of the address
 * as GET /{app}/sessions answers it, and the drawer of `?session=`.
 */
function ActivityList({ app, empty, initialSearch, onSearch, onExport }: Args) {
  const [search, setSearch] = useState(initialSearch);
  const shown = seededSessions(app).find((session) => session.id === search.session);
  return (
    <>
      <ActivityListView
        app={app}
        search={search}
        onSearchChange={(next) => {
          onSearch(next);
          setSearch(next);
        }}
        page={seededPage(app, search, empty)}
        today={today}
        onOpenSession={(session) => setSearch({ ...search, session: session.id })}
        onExport={onExport}
      />
      <SessionDetailsDrawer
        app={app}
        open={shown !== undefined}
        onOpenChange={(open) => {
          if (!open) setSearch({ ...search, session: undefined });
        }}
        session={shown}
      />
      <Toaster />
    </>
  );
}

const meta = {
  title: 'Console/App/Activity list',
  component: ActivityList,
  args: {
    app: 'one-time-passcode',
    empty: false,
    initialSearch: {},
    onSearch: fn(),
    onExport: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof ActivityList>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: HTMLElement, name: string) => within(canvas).findByRole('table', { name });
const bodyRows = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'));

/**
 * One-time passcode's list: its labels (Verified, Failed, Expired), its Attempts ("2 of 3") and SMS (Delivered,
 * Failed, Blocked) columns, 25 rows, "25 of {n} authentications".
 */
export const OneTimePasscode: Story = {
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement, 'Authentications');
    const headers = within(list)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual([
      'Date',
      'Status',
      'Customer',
      'Phone Number',
      'Agent',
      'Attempts',
      'SMS',
      'Session',
    ]);
    await expect(bodyRows(canvasElement)).toHaveLength(25);
    await expect(within(list).getAllByText(/^[0-3] of 3$/)).toHaveLength(25);
    await expect(within(list).getAllByText('Delivered').length).toBeGreaterThan(0);
    await expect(
      within(canvasElement).getByText(seededCountLine('one-time-passcode', 'authentications')),
    ).toBeVisible();
    for (const label of ['Verified', 'Failed', 'Expired'])
      await expect(within(list).getAllByText(label).length).toBeGreaterThan(0);
    await expect(within(list).getAllByText(/^\+\d{1,3}( \d+)+$/)).toHaveLength(25);
    await expect(within(canvasElement).getByRole('columnheader', { name: 'Date' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
};

/** Passkeys' list is "Activity", its noun "sessions"; its Type (Enrollment, Authentication) and Authenticator. */
export const Passkeys: Story = {
  args: { app: 'passkeys' },
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement, 'Activity');
    await expect(within(canvasElement).getByText(seededCountLine('passkeys', 'sessions'))).toBeVisible();
    await expect(within(canvasElement).getAllByText('Authenticated').length).toBeGreaterThan(0);
    const headers = within(list)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers.slice(5, 7)).toEqual(['Type', 'Authenticator']);
    await expect(within(list).getAllByText('Enrollment').length).toBeGreaterThan(0);
    await expect(within(list).getAllByText('Authentication').length).toBeGreaterThan(0);
    await expect(within(list).getAllByText('iCloud Keychain').length).toBeGreaterThan(0);
  },
};

/** Document signature: Signed, Declined, Expired. */
export const DocumentSignature: Story = {
  args: { app: 'document-signature' },
  play: async ({ canvasElement }) => {
    await table(canvasElement, 'Signatures');
    await expect(within(canvasElement).getAllByText('Signed').length).toBeGreaterThan(0);
    await expect(within(canvasElement).getAllByText('Declined').length).toBeGreaterThan(0);
  },
};

/** E-form: Submitted. */
export const EForm: Story = {
  args: { app: 'e-form' },
  play: async ({ canvasElement }) => {
    await table(canvasElement, 'Submissions');
    await expect(within(canvasElement).getByText(seededCountLine('e-form', 'submissions'))).toBeVisible();
    await expect(within(canvasElement).getAllByText('Submitted').length).toBeGreaterThan(0);
  },
};

/** Payments: Paid. */
export const Payments: Story = {
  args: { app: 'payments' },
  play: async ({ canvasElement }) => {
    await table(canvasElement, 'Payments');
    await expect(within(canvasElement).getByText(seededCountLine('payments', 'payments'))).toBeVisible();
    await expect(within(canvasElement).getAllByText('Paid').length).toBeGreaterThan(0);
  },
};

/** Identity verification: Approved and Declined. */
export const IdentityVerification: Story = {
  args: { app: 'identity-verification' },
  play: async ({ canvasElement }) => {
    await table(canvasElement, 'Verifications');
    await expect(
      within(canvasElement).getByText(seededCountLine('identity-verification', 'verifications')),
    ).toBeVisible();
    await expect(within(canvasElement).getAllByText('Approved').length).toBeGreaterThan(0);
  },
};

/** Gateway payments share Payments' labels and noun. */
export const GatewayPayments: Story = {
  args: { app: 'gateway-payments' },
  play: async ({ canvasElement }) => {
    await table(canvasElement, 'Payments');
    await expect(
      within(canvasElement).getByText(seededCountLine('gateway-payments', 'payments')),
    ).toBeVisible();
  },
};

/** No session at all: "No authentications yet." and nothing to reset. */
export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    await table(canvasElement, 'Authentications');
    await expect(within(canvasElement).getByText('No authentications yet.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Reset filters' })).toBeNull();
  },
};

/** Filters that match nothing: "No authentications match these filters." and "Reset filters". */
export const FilteredEmpty: Story = {
  play: async ({ args, canvasElement }) => {
    await table(canvasElement, 'Authentications');
    // Every seeded session older than its expiry has ended: none is pending. Filter by Pending alone.
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Pending' }));
    await userEvent.keyboard('{Escape}');
    await expect(
      await within(canvasElement).findByText('No authentications match these filters.'),
    ).toBeVisible();
    await expect(args.onSearch).toHaveBeenLastCalledWith({ status: ['pending'] });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset filters' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({});
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(25));
  },
};

/** A search without results: 'No results found for "NOBODY".', sent once typing pauses (300 ms). */
export const SearchEmpty: Story = {
  play: async ({ args, canvasElement }) => {
    await table(canvasElement, 'Authentications');
    const box = within(canvasElement).getByRole('searchbox', { name: 'Search' });
    await userEvent.click(box);
    await userEvent.paste('NOBODY');
    // In the box, not yet sent: the debounce waits for the pause.
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(await within(canvasElement).findByText('No results found for "NOBODY".', {})).toBeVisible();
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith({ q: 'NOBODY' });
  },
};

/** A search by customer ID narrows the list to that customer. */
export const SearchByCustomer: Story = {
  ...noScreenshot('a filtered list, as OneTimePasscode shows one'),
  play: async ({ args, canvasElement }) => {
    await table(canvasElement, 'Authentications');
    const customer = seededSession('one-time-passcode', 'success').customerRef;
    const { items, count } = seededPage('one-time-passcode', { q: customer.toLowerCase() });
    await userEvent.type(
      within(canvasElement).getByRole('searchbox', { name: 'Search' }),
      customer.toLowerCase(),
    );
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith({ q: customer.toLowerCase() }));
    await waitFor(() =>
      expect(within(canvasElement).getByText(`${items.length} of ${count} authentications`)).toBeVisible(),
    );
    bodyRows(canvasElement).forEach((row) => void expect(row).toHaveTextContent(customer));
  },
};

/** The Date header flips the order (the server sorts): oldest first, in the address as `sort: 'asc'`. */
export const SortByDate: Story = {
  ...noScreenshot('the same rows as OneTimePasscode'),
  play: async ({ args, canvasElement }) => {
    await table(canvasElement, 'Authentications');
    const header = within(canvasElement).getByRole('columnheader', { name: 'Date' });
    await userEvent.click(within(header).getByRole('button', { name: 'Date' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({ sort: 'asc' });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** Next walks to page 2 with the page's cursor; a page size change goes back to page 1. */
export const Paging: Story = {
  ...noScreenshot('page 2 looks like page 1'),
  play: async ({ args, canvasElement }) => {
    await table(canvasElement, 'Authentications');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    const { lastKey, count } = seededPage('one-time-passcode', {});
    await expect(args.onSearch).toHaveBeenLastCalledWith({ cursors: [lastKey] });
    await expect(canvas.getByText(`50 of ${count} authentications`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({});
    await expect(canvas.getByText(`25 of ${count} authentications`)).toBeVisible();
  },
};

/** A row opens its session in the drawer; the copy button in the row copies, and does not open it. */
export const OpenDrawer: Story = {
  ...noScreenshot('the drawer is shown by SessionDrawer stories'),
  play: async ({ canvasElement }) => {
    await table(canvasElement, 'Authentications');
    const first = bodyRows(canvasElement)[0] as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: /^Copy session/ }));
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    const newest = seededPage('one-time-passcode', {}).items[0];
    await userEvent.click(within(first).getByText(newest?.customerRef ?? ''));
    const drawer = await within(document.body).findByRole('dialog');
    // The drawer opens at once and its session follows from the server: wait for the session's words.
    await expect(await within(drawer).findByText('Session created')).toBeVisible();
    await expect(within(drawer).getByRole('heading', { name: 'Timeline' })).toBeVisible();
    await expect(within(drawer).getByText(newest?.id ?? '', { selector: 'p, span' })).toBeVisible();
  },
};

/** Opened with `?session=` (the global search's link): the drawer shows that session at once. */
export const DrawerFromAddress: Story = {
  args: {
    initialSearch: { session: seededSession('one-time-passcode', 'failure', 'max_attempts').id },
  },
  play: async () => {
    const drawer = await within(document.body).findByRole('dialog');
    await expect(await within(drawer).findByText('Failed · Max attempts')).toBeVisible();
  },
};

/** Export CSV of the current filters. */
export const ExportCsv: Story = {
  ...noScreenshot('ends as the list with a held Exported button'),
  play: async ({ args, canvasElement }) => {
    await table(canvasElement, 'Authentications');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
  },
};

/** An export over 50,000 rows: the server's 422 EXPORT_TOO_LARGE message in a toast. */
export const ExportTooLarge: Story = {
  args: {
    onExport: fn(() =>
      Promise.reject(
        new ApiError(422, {
          statusCode: 422,
          error: 'EXPORT_TOO_LARGE',
          message: 'Narrow the date range to export fewer than 50,000 rows.',
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await table(canvasElement, 'Authentications');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export CSV' }));
    const toast = await within(document.body).findByRole('status', { name: 'The export could not be made' });
    await expect(toast).toHaveTextContent('Narrow the date range to export fewer than 50,000 rows.');
  },
};

/** Loading: the title and 10 skeleton rows. */
export const Loading: Story = {
  render: ({ app }) => <ActivityLoadingView app={app} />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('status', { name: 'Loading authentications' });
    await expect(canvasElement.querySelectorAll('tbody tr[data-skeleton-row]')).toHaveLength(10);
  },
};

/** The page failed to load: "Couldn't load authentications." and Try again. */
export const LoadError: Story = {
  render: ({ app }) => <ActivityErrorView app={app} onRetry={fn()} />,
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent("Couldn't load authentications.");
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
