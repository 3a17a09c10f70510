import { API_PREFIX, UNKNOWN_ERROR_MESSAGE } from '@console/api-client';
import { ops, scenario } from '@console/api-client/mocks';
import { REFUSALS } from '@console/api-client/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { noScreenshot } from '../../support/screenshot';
import { consoleLocation } from '../support/console-screen';
import { findDialog, page, settled } from '../support/settled';
import {
  appScreen,
  type AppScreenArgs,
  loadErrorStory,
  loadErrorTryAgainStory,
  emptyListStory,
  loadingRowsStory,
} from './support/app-screen';
import { seededEnrollmentCountLine, seededEnrollmentPage } from './support/seeded-enrollments';

/**
 * Passkeys › Enrollments (apps.md §3.2) in the whole console over the mocks' seeded passkeys: route, loader,
 * address, filters, paging and Revoke.
 */
const meta = {
  title: 'Console/App/Enrollments',
  ...appScreen,
  args: { path: '/passkeys/enrollments', as: 'owner' },
} satisfies Meta<AppScreenArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => page().findByRole('table', { name: 'Enrollments' });
const bodyRows = (list: HTMLElement) =>
  within(list)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'));
const COLUMNS = [
  'Customer',
  'Phone Number',
  'Authenticator',
  'Device',
  'Synced',
  'Created',
  'Last used',
  'Status',
  'Actions',
];

/** The active passkeys, newest first: the columns, 25 rows, the count, Revoke on every row. */
export const Active: Story = {
  async play() {
    const list = await table();
    const headers = within(list)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(COLUMNS);
    await expect(bodyRows(list)).toHaveLength(25);
    await expect(page().getByText(seededEnrollmentCountLine({}))).toBeVisible();
    const { items } = seededEnrollmentPage({});
    const newest = items[0];
    if (!newest) throw new Error('no seeded passkey');
    const first = within(bodyRows(list)[0] as HTMLElement);
    await expect(first.getByText(newest.customerRef)).toBeVisible();
    await expect(first.getByText(newest.authenticator)).toBeVisible();
    await expect(first.getByText(newest.device)).toBeVisible();
    await expect(within(list).getAllByText(/^\+\d{1,3}( \d+)+$/)).toHaveLength(25);
    await expect(within(list).getAllByText('Active')).toHaveLength(25);
    await expect(within(list).getAllByRole('button', { name: /^Revoke / })).toHaveLength(25);
    await expect(within(list).getAllByText('Never').length).toBeGreaterThan(0);
    await expect(within(list).getAllByText('Yes').length).toBeGreaterThan(0);
    await expect(within(list).getAllByText('No').length).toBeGreaterThan(0);
  },
};

/** Status › Revoked: the revoked passkeys, in the address, without Revoke. */
export const RevokedFilter: Story = {
  async play() {
    await table();
    await userEvent.click(page().getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await page().findByRole('option', { name: 'Revoked' }));
    await expect(await page().findByText(seededEnrollmentCountLine({ status: 'revoked' }))).toBeVisible();
    await expect(consoleLocation().search).toEqual({ status: 'revoked' });
    const list = await table();
    const { count } = seededEnrollmentPage({ status: 'revoked' });
    await expect(within(list).getAllByText('Revoked')).toHaveLength(count);
    await expect(within(list).queryByRole('button', { name: /^Revoke / })).toBeNull();
  },
};

/** A customer ID typed in the search narrows the list to that customer, once typing pauses. */
export const SearchByCustomer: Story = {
  async play() {
    await table();
    const search = { q: 'cust-10' };
    const { items } = seededEnrollmentPage(search);
    await userEvent.type(page().getByRole('searchbox', { name: 'Search' }), search.q);
    await expect(await page().findByText(seededEnrollmentCountLine(search))).toBeVisible();
    await expect(consoleLocation().search).toEqual(search);
    const rows = bodyRows(await table());
    await expect(rows).toHaveLength(items.length);
    rows.forEach((row) => void expect(row).toHaveTextContent(/CUST-10/));
  },
};

/** Authenticator › Windows Hello: only its passkeys; the filter goes into the address and back to page 1. */
export const AuthenticatorFilter: Story = {
  ...noScreenshot('a filtered list, as Active and SearchByCustomer show one'),
  args: {
    path: `/passkeys/enrollments?cursors=${encodeURIComponent(JSON.stringify([seededEnrollmentPage({}).lastKey]))}`,
  },
  async play() {
    await expect(await page().findByText(/^\d+ of \d+ enrollments$/)).toHaveTextContent(
      new RegExp(` of ${seededEnrollmentPage({}).count} enrollments$`),
    );
    await userEvent.click(page().getByRole('combobox', { name: 'Authenticator' }));
    await userEvent.click(await page().findByRole('option', { name: 'Windows Hello' }));
    const search = { authenticator: '08987058-cadc-4b81-b6e1-30de50dcbe96' };
    await expect(await page().findByText(seededEnrollmentCountLine(search))).toBeVisible();
    await expect(consoleLocation().search).toEqual(search);
    const rows = bodyRows(await table());
    rows.forEach((row) => void expect(row).toHaveTextContent('Windows Hello'));
  },
};

/** No passkey at all: "No customers have enrolled a passkey yet.", nothing to reset. */
export const Empty: Story = emptyListStory(ops.listPasskeyEnrollments, {
  text: 'No customers have enrolled a passkey yet.',
  noun: 'enrollments',
});

/** A search without results: 'No enrollments found for "NOBODY".', and Reset filters brings the list back. */
export const SearchEmpty: Story = {
  args: { path: '/passkeys/enrollments?q=NOBODY' },
  async play() {
    await expect(await page().findByText('No enrollments found for "NOBODY".')).toBeVisible();
    await expect(page().getByRole('searchbox', { name: 'Search' })).toHaveValue('NOBODY');
    await expect(page().getByRole('button', { name: 'Reset filters' })).toBeVisible();
  },
};

/** Filters without results (an authenticator nobody used): "No enrollments match these filters." and Reset filters. */
export const FilteredEmpty: Story = {
  args: { path: '/passkeys/enrollments?authenticator=d548826e-79b4-db40-a3d8-11116f7e8349' },
  async play() {
    await expect(await page().findByText('No enrollments match these filters.')).toBeVisible();
    await expect(page().getByRole('combobox', { name: 'Authenticator' })).toHaveTextContent('Bitwarden');
    await expect(page().getByRole('button', { name: 'Reset filters' })).toBeVisible();
  },
};

/** Reset filters goes back to the default list (Active, every authenticator, no search). */
export const ResetFilters: Story = {
  ...noScreenshot('ends as Active'),
  args: { path: '/passkeys/enrollments?q=NOBODY&status=all' },
  async play() {
    await userEvent.click(await page().findByRole('button', { name: 'Reset filters' }));
    await expect(await page().findByText(seededEnrollmentCountLine({}))).toBeVisible();
    await expect(consoleLocation().search).toEqual({});
    await expect(page().getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  },
};

/** The page never answers: the title and 10 skeleton rows. */
export const Loading: Story = loadingRowsStory(ops.listPasskeyEnrollments, 'Loading enrollments');

/** The page fails: "Couldn't load enrollments." and Try again. */
export const LoadError: Story = loadErrorStory(ops.listPasskeyEnrollments, "Couldn't load enrollments.");

/** Try again loads the list once the server answers. */
export const LoadErrorTryAgain: Story = loadErrorTryAgainStory(
  ops.listPasskeyEnrollments,
  "Couldn't load enrollments.",
  () => page().findByText(seededEnrollmentCountLine({})),
);

/** Revoke asks first, in the spec's words, naming the customer and the authenticator. */
export const RevokeConfirm: Story = {
  async play() {
    const newest = await openRevoke();
    const dialog = within(await findDialog('Revoke this passkey?', 'alertdialog'));
    await expect(
      dialog.getByText(
        `${newest.customerRef} will no longer be able to authenticate with ${newest.authenticator}. They can enrol again on a later call.`,
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Revoke passkey' })).toBeVisible();
  },
};

/** Revoke confirmed: "Passkey revoked", and the row leaves the Active list. */
export const Revoke: Story = {
  ...noScreenshot('ends as the Active list, one row on, with a toast'),
  async play() {
    const newest = await openRevoke();
    const dialog = within(await findDialog('Revoke this passkey?', 'alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke passkey' }));
    await expect(await page().findByRole('status', { name: 'Passkey revoked' })).toBeVisible();
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    const { count } = seededEnrollmentPage({});
    await expect(await page().findByText(`25 of ${count - 1} enrollments`)).toBeVisible();
    await expect(within(await table()).queryByText(newest.customerRef)).toBeNull();
  },
};

/** The server fails (500): "Something went wrong" with what the client can say; the dialog stays open. */
export const RevokeFails: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.revokePasskeyEnrollment).serverError());
  },
  async play() {
    await confirmRevoke();
    const toast = await page().findByRole('status', { name: 'Something went wrong' });
    await expect(toast).toHaveTextContent(UNKNOWN_ERROR_MESSAGE);
    await settled();
    await expect(page().getByRole('alertdialog', { name: 'Revoke this passkey?' })).toBeVisible();
  },
};

/** Another admin revoked it first (409): the server's message is the toast's description. */
export const RevokeAlreadyRevoked: Story = {
  ...noScreenshot('as RevokeFails, with the server message in the toast'),
  beforeEach({ msw }) {
    msw.use(
      http.delete(`*${API_PREFIX}/passkeys/enrollments/:id`, () =>
        HttpResponse.json(
          { statusCode: 409, error: 'CONFLICT', message: REFUSALS.enrollmentRevoked },
          { status: 409 },
        ),
      ),
    );
  },
  async play() {
    await confirmRevoke();
    const toast = await page().findByRole('status', { name: 'Something went wrong' });
    await expect(toast).toHaveTextContent('This passkey is already revoked');
    await settled();
  },
};

/** A supervisor reaching Enrollments by its address is sent to the app root, where no Enrollments tab shows. */
export const Supervisor: Story = {
  args: { as: 'supervisor' },
  async play() {
    await page().findByRole('heading', { level: 1, name: 'Passkeys' });
    await waitFor(() => expect(consoleLocation().pathname).toBe('/passkeys'));
    const tabs = await page().findByRole('navigation', { name: 'Passkeys' });
    await expect(within(tabs).queryByRole('link', { name: 'Enrollments' })).toBeNull();
  },
};

/** Clicks Revoke on the newest active passkey and answers it. */
async function openRevoke() {
  const newest = seededEnrollmentPage({}).items[0];
  if (!newest) throw new Error('no seeded passkey');
  const row = bodyRows(await table())[0] as HTMLElement;
  await userEvent.click(within(row).getByRole('button', { name: /^Revoke / }));
  return newest;
}

/** Revoke on the newest active passkey, confirmed. */
async function confirmRevoke() {
  await openRevoke();
  const dialog = within(await findDialog('Revoke this passkey?', 'alertdialog'));
  await userEvent.click(dialog.getByRole('button', { name: 'Revoke passkey' }));
}
