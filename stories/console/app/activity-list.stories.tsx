import { ApiError, type AppId, type AppSession } from '@console/api-client';
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
import { storySessions, storySessionWithEvents } from './session-fixtures';

interface Args {
  app: AppId;
  sessions: readonly AppSession[];
  initialSearch: ActivitySearch;
  onSearch: (search: ActivitySearch) => void;
  onExport: () => Promise<void>;
}

const today = MOCK_NOW.toISOString().slice(0, 10);

/**
 * The list as the page drives it, over sessions held in the story: the address in state, the status and search
 * filters applied here as the server would, one page of `limit` rows, and the drawer of `?session=`.
 */
function ActivityList({ app, sessions, initialSearch, onSearch, onExport }: Args) {
  const [search, setSearch] = useState(initialSearch);
  const matching = sessions.filter(
    (session) =>
      (!search.status?.length || search.status.includes(session.status)) &&
      (!search.q ||
        session.customerRef.toLowerCase().startsWith(search.q.toLowerCase()) ||
        session.phoneNumber.startsWith(search.q) ||
        session.sessionRef === search.q),
  );
  const limit = search.limit ?? 25;
  const start = (search.cursors?.length ?? 0) * limit;
  const items = matching.slice(start, start + limit);
  const shown = sessions.find((session) => session.id === search.session);
  return (
    <>
      <ActivityListView
        app={app}
        search={search}
        onSearchChange={(next) => {
          onSearch(next);
          setSearch(next);
        }}
        page={{
          items,
          count: matching.length,
          lastKey: start + limit < matching.length ? `key-${start + limit}` : null,
        }}
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
        session={shown && storySessionWithEvents(app, shown.status, sessions.indexOf(shown))}
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
    sessions: storySessions('one-time-passcode', 60),
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

/** One-time passcode's list: its labels (Verified, Failed, Expired, Pending), 25 rows, "25 of 60 authentications". */
export const OneTimePasscode: Story = {
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement, 'Authentications');
    const headers = within(list)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Date', 'Status', 'Customer', 'Phone Number', 'Agent', 'Session']);
    await expect(bodyRows(canvasElement)).toHaveLength(25);
    await expect(within(canvasElement).getByText('25 of 60 authentications')).toBeVisible();
    await expect(within(list).getAllByText('Verified').length).toBeGreaterThan(0);
    await expect(within(list).getAllByText('Expired').length).toBeGreaterThan(0);
    await expect(within(list).getAllByText('+44 20 7946 0958').length).toBeGreaterThan(0);
    await expect(within(canvasElement).getByRole('columnheader', { name: 'Date' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
};

/** Passkeys' list is "Activity", its noun "sessions". */
export const Passkeys: Story = {
  args: { app: 'passkeys', sessions: storySessions('passkeys', 8) },
  play: async ({ canvasElement }) => {
    await table(canvasElement, 'Activity');
    await expect(within(canvasElement).getByText('8 of 8 sessions')).toBeVisible();
    await expect(within(canvasElement).getAllByText('Authenticated').length).toBeGreaterThan(0);
  },
};

/** Document signature: Signed, Declined, Expired. */
export const DocumentSignature: Story = {
  args: { app: 'document-signature', sessions: storySessions('document-signature', 8) },
  play: async ({ canvasElement }) => {
    await table(canvasElement, 'Signatures');
    await expect(within(canvasElement).getAllByText('Signed').length).toBeGreaterThan(0);
    await expect(within(canvasElement).getAllByText('Declined').length).toBeGreaterThan(0);
  },
};

/** E-form: Submitted. */
export const EForm: Story = {
  args: { app: 'e-form', sessions: storySessions('e-form', 8) },
  play: async ({ canvasElement }) => {
    await table(canvasElement, 'Submissions');
    await expect(within(canvasElement).getByText('8 of 8 submissions')).toBeVisible();
    await expect(within(canvasElement).getAllByText('Submitted').length).toBeGreaterThan(0);
  },
};

/** Payments: Paid. */
export const Payments: Story = {
  args: { app: 'payments', sessions: storySessions('payments', 8) },
  play: async ({ canvasElement }) => {
    await table(canvasElement, 'Payments');
    await expect(within(canvasElement).getByText('8 of 8 payments')).toBeVisible();
    await expect(within(canvasElement).getAllByText('Paid').length).toBeGreaterThan(0);
  },
};

/** Identity verification: Approved and Declined. */
export const IdentityVerification: Story = {
  args: { app: 'identity-verification', sessions: storySessions('identity-verification', 8) },
  play: async ({ canvasElement }) => {
    await table(canvasElement, 'Verifications');
    await expect(within(canvasElement).getByText('8 of 8 verifications')).toBeVisible();
    await expect(within(canvasElement).getAllByText('Approved').length).toBeGreaterThan(0);
  },
};

/** Gateway payments share Payments' labels and noun. */
export const GatewayPayments: Story = {
  args: { app: 'gateway-payments', sessions: storySessions('gateway-payments', 3) },
  play: async ({ canvasElement }) => {
    await table(canvasElement, 'Payments');
    await expect(within(canvasElement).getByText('3 of 3 payments')).toBeVisible();
  },
};

/** No session at all: "No authentications yet." and nothing to reset. */
export const Empty: Story = {
  args: { sessions: [] },
  play: async ({ canvasElement }) => {
    await table(canvasElement, 'Authentications');
    await expect(within(canvasElement).getByText('No authentications yet.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Reset filters' })).toBeNull();
  },
};

/** Filters that match nothing: "No authentications match these filters." and "Reset filters". */
export const FilteredEmpty: Story = {
  args: { sessions: storySessions('one-time-passcode', 6).filter((s) => s.status !== 'pending') },
  play: async ({ args, canvasElement }) => {
    await table(canvasElement, 'Authentications');
    // There is no pending session among these: filter by Pending alone.
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Pending' }));
    await userEvent.keyboard('{Escape}');
    await expect(
      await within(canvasElement).findByText('No authentications match these filters.'),
    ).toBeVisible();
    await expect(args.onSearch).toHaveBeenLastCalledWith({ status: ['pending'] });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset filters' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({});
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(5));
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
    await expect(
      await within(canvasElement).findByText('No results found for "NOBODY".', {}, { timeout: 3000 }),
    ).toBeVisible();
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith({ q: 'NOBODY' });
  },
};

/** A search by customer ID narrows the list to that customer. */
export const SearchByCustomer: Story = {
  ...noScreenshot('a filtered list, as OneTimePasscode shows one'),
  play: async ({ args, canvasElement }) => {
    await table(canvasElement, 'Authentications');
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Search' }), 'acme');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith({ q: 'acme' }));
    await waitFor(() => expect(within(canvasElement).getByText('10 of 10 authentications')).toBeVisible());
    bodyRows(canvasElement).forEach((row) => void expect(row).toHaveTextContent('ACME-7731'));
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
    await expect(args.onSearch).toHaveBeenLastCalledWith({ cursors: ['key-25'] });
    await expect(canvas.getByText('50 of 60 authentications')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({});
    await expect(canvas.getByText('25 of 60 authentications')).toBeVisible();
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
    await userEvent.click(within(first).getByText('CUST-10442'));
    const drawer = await within(document.body).findByRole('dialog');
    await expect(within(drawer).getByRole('heading', { name: 'Timeline' })).toBeVisible();
    await expect(within(drawer).getByText('Webhook delivered')).toBeVisible();
  },
};

/** Opened with `?session=` (the global search's link): the drawer shows that session at once. */
export const DrawerFromAddress: Story = {
  args: {
    initialSearch: { session: storySessions('one-time-passcode', 3)[2]?.id ?? '' },
  },
  play: async () => {
    const drawer = await within(document.body).findByRole('dialog');
    await expect(within(drawer).getByText('Failed · Max attempts')).toBeVisible();
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
