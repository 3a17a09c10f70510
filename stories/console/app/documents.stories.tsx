import { ops, mockStore } from '@console/api-client/mocks';
import { DEFAULT_SEED, DEMO_ACCOUNT_ID, seedDocuments } from '@console/api-client/seed';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { receivesFocus } from '../../support/focus';
import { noScreenshot } from '../../support/screenshot';
import { findDialog, page, settled } from '../support/settled';
import {
  appScreen,
  type AppScreenArgs,
  loadErrorStory,
  emptyListStory,
  loadingRowsStory,
  supervisorRedirectedStory,
} from './support/app-screen';

/**
 * Document signature › Documents (apps.md §3.3) in the whole console over the mocks' seeded documents: route,
 * loader, search by name, paging footer, the row menu (View history, Archive with its confirmation) and a
 * document's history.
 */
const meta = {
  title: 'Console/App/Documents',
  ...appScreen,
  args: { path: '/document-signature/documents', as: 'owner' },
} satisfies Meta<AppScreenArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The documents both back ends seed for the demo account, newest first. */
const seeded = seedDocuments({ seed: DEFAULT_SEED, accountId: DEMO_ACCOUNT_ID, now: mockStore.now });
const loan = seeded.find((document) => document.name === 'Loan disclosure');
const table = () => page().findByRole('table', { name: 'Documents' });
const bodyRows = (list: HTMLElement) =>
  within(list)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'));
const firstCells = async () =>
  bodyRows(await table()).map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const rowOf = async (name: string) => {
  const row = bodyRows(await table()).find((candidate) => within(candidate).queryByText(name));
  if (!row) throw new Error(`no row ${name}`);
  return row;
};

/** Opens a document's row menu and picks one of its items by keyboard. */
async function choose(document: string, item: string) {
  await userEvent.click(await page().findByRole('button', { name: `Actions for ${document}` }));
  const menu = await page().findByRole('menu');
  await receivesFocus(menu);
  const items = within(menu).getAllByRole('menuitem');
  const index = items.findIndex((candidate) => candidate.textContent === item);
  await userEvent.keyboard(`{Home}${'{ArrowDown}'.repeat(index)}`);
  await waitFor(() => expect(items[index]).toHaveAttribute('data-highlighted'));
  await userEvent.keyboard('{Enter}');
}

const toastShown = (name: string) =>
  waitFor(() => expect(page().getByRole('status', { name })).toBeVisible(), { timeout: 3000 });

/** The seeded documents: the columns, each with its current version, fields, who changed it and its status. */
export const Default: Story = {
  async play() {
    const list = await table();
    const headers = within(list)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual([
      'Name',
      'Current version',
      'Fields',
      'Updated',
      'Updated by',
      'Status',
      'Actions',
    ]);
    await expect(await firstCells()).toEqual(seeded.map((document) => document.name));
    const loanRow = within(await rowOf('Loan disclosure'));
    await expect(loanRow.getByText('v2')).toBeVisible();
    await expect(loanRow.getByText('Olivia Bennett')).toBeVisible();
    await expect(within(await rowOf('Account agreement')).getByText('5')).toBeVisible();
    await expect(within(await rowOf('Direct debit mandate')).getByText('Archived')).toBeVisible();
    await expect(page().getByText(`${seeded.length} of ${seeded.length} documents`)).toBeVisible();
    await expect(page().getByRole('button', { name: 'New document' })).toBeVisible();
    const tabs = await page().findByRole('navigation', { name: 'Document Signature' });
    await expect(within(tabs).getByRole('link', { name: 'Documents' })).toBeVisible();
  },
};

/** The page never answers: the title and 10 skeleton rows. */
export const Loading: Story = loadingRowsStory(ops.listDocuments, 'Loading documents');

/** No document yet: the spec's empty text, no count line, and New document still offered. */
export const Empty: Story = emptyListStory(ops.listDocuments, {
  text: 'No documents yet. Upload a PDF to create your first document.',
  noun: 'documents',
  action: 'New document',
});

/** The page fails: "Couldn't load documents." and Try again. */
export const LoadError: Story = {
  ...loadErrorStory(ops.listDocuments, "Couldn't load documents."),
  name: 'Error',
};

/** Search by name (sent on Enter, ignoring case): only the loan disclosure, counted. */
export const Search: Story = {
  ...noScreenshot('a filtered Default'),
  async play() {
    await table();
    await userEvent.type(page().getByRole('searchbox', { name: 'Search documents by name' }), 'LOAN{Enter}');
    await waitFor(async () => expect(await firstCells()).toEqual(['Loan disclosure']), { timeout: 5000 });
    await expect(page().getByText('1 of 1 documents')).toBeVisible();
  },
};

/** A search nothing matches says so. */
export const SearchNoMatch: Story = {
  args: { path: '/document-signature/documents?q=Mortgage' },
  async play() {
    await expect(await page().findByText('No documents match "Mortgage".')).toBeVisible();
    await expect(page().getByRole('searchbox', { name: 'Search documents by name' })).toHaveValue('Mortgage');
  },
};

/** Archive asks first, in the spec's words. */
export const ArchiveConfirm: Story = {
  async play() {
    await choose('Account agreement', 'Archive');
    const dialog = within(await findDialog('Archive Account agreement?', 'alertdialog'));
    await expect(
      dialog.getByText('Agents will no longer be able to send it. Signed copies are kept.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Archive' })).toBeVisible();
    await settled();
  },
};

/** Confirmed: "Document archived", the badge turns Archived and the menu offers Unarchive. */
export const Archive: Story = {
  ...noScreenshot('ends as Default with one badge changed and a toast'),
  async play() {
    await choose('Account agreement', 'Archive');
    const dialog = within(await findDialog('Archive Account agreement?', 'alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Archive' }));
    await toastShown('Document archived');
    await waitFor(async () =>
      expect(within(await rowOf('Account agreement')).getByText('Archived')).toBeVisible(),
    );
    await userEvent.click(page().getByRole('button', { name: 'Actions for Account agreement' }));
    await expect(await page().findByRole('menuitem', { name: 'Unarchive' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** Unarchive applies at once, without asking: "Document unarchived", the badge turns Active, the menu offers Archive. */
export const Unarchive: Story = {
  ...noScreenshot('ends as Default with one badge changed and a toast'),
  async play() {
    await choose('Direct debit mandate', 'Unarchive');
    await toastShown('Document unarchived');
    await expect(page().queryByRole('alertdialog')).toBeNull();
    await waitFor(async () =>
      expect(within(await rowOf('Direct debit mandate')).getByText('Active')).toBeVisible(),
    );
    await userEvent.click(page().getByRole('button', { name: 'Actions for Direct debit mandate' }));
    await expect(await page().findByRole('menuitem', { name: 'Archive' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** "View history" opens the document's history: every change newest first, with its version's fields and sends. */
export const History: Story = {
  async play() {
    await choose('Loan disclosure', 'View history');
    const history = await page().findByRole(
      'table',
      { name: 'Loan disclosure · History' },
      { timeout: 5000 },
    );
    const headers = within(history)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Version', 'Date', 'By', 'Change', 'Fields', 'Sent']);
    const rows = bodyRows(history).map((row) =>
      [0, 2, 3, 4].map((index) => within(row).getAllByRole('cell')[index]?.textContent),
    );
    await expect(rows).toEqual(
      (loan?.history ?? []).map((entry) => [
        `v${entry.version}`,
        entry.by,
        {
          created: 'Created',
          new_pdf: 'New PDF uploaded',
          fields_edited: 'Fields edited',
          made_current: 'Made current',
          archived: 'Archived',
          unarchived: 'Unarchived',
        }[entry.change],
        String(loan?.versions.find((version) => version.version === entry.version)?.fields.length),
      ]),
    );
    await expect(page().getByText('4 of 4 changes')).toBeVisible();
    await expect(page().getByRole('link', { name: 'Back to documents' })).toBeVisible();
  },
};

/** The history fails: "Couldn't load document history." and Try again. */
export const HistoryError: Story = {
  ...loadErrorStory(ops.listDocumentHistory, "Couldn't load document history."),
  args: { path: `/document-signature/documents/${loan?.id ?? ''}/history` },
};

/** A supervisor reaching the documents by their address is sent to the app root. */
export const Supervisor: Story = supervisorRedirectedStory('Document Signature', '/document-signature');
