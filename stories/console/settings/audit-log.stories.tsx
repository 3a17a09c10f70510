import { ops, scenario } from '@console/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen, consoleScreenParameters } from '../support/console-screen';
import { page, settled } from '../support/settled';
import { noScreenshot } from '../../support/screenshot';

const meta = {
  title: 'Console/Settings/Audit Log',
  parameters: consoleScreenParameters,
  render: () => <ConsoleScreen path="/settings/audit-log" as="owner" />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = { level: 1, name: 'Audit log' } as const;
const exportButton = () => page().findByRole('button', { name: 'Export' });

/** The first page: the four columns, the count line, and entries by admins and by the provider. */
export const FirstPage: Story = {
  async play() {
    const body = page();
    await body.findByText('25 of 200 events', {});
    const table = body.getByRole('table', { name: 'Audit log' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Date',
      'Admin',
      'Description',
      'Event',
    ]);
    await expect(within(table).getAllByRole('row')).toHaveLength(26);
    await expect(body.getByText('25 of 200 events')).toBeVisible();
    await expect(within(table).getAllByText('Provider').length).toBeGreaterThan(0);
    await expect(body.getByRole('button', { name: 'Load more' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.getAuditLogPage).never());
  },
  async play() {
    await page().findByRole('status', { name: 'Loading the audit log' }, { timeout: 10_000 });
    await expect(page().getByRole('heading', heading)).toBeVisible();
    await expect(page().getByRole('table', { name: 'Audit log' })).toHaveAttribute('aria-busy', 'true');
    await expect(page().queryByText(/ of \d+ events$/)).toBeNull();
  },
};

/** No events yet: the empty row, "0 of 0 events", no Load more, and nothing to export. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.getAuditLogPage).empty());
  },
  async play() {
    const body = page();
    await body.findByText('No events yet. Changes made in this account will be listed here.');
    await expect(body.getByText('0 of 0 events')).toBeVisible();
    await expect(body.queryByRole('button', { name: 'Load more' })).toBeNull();
    await expect(await exportButton()).toBeDisabled();
  },
};

/** The first page fails once: the error says why, and Try again loads the log. */
export const LoadErrorRetry: Story = {
  ...noScreenshot('ends as the loaded log'),
  beforeEach({ msw }) {
    msw.use(
      http.get(
        '*/api/audit-log',
        () =>
          HttpResponse.json(
            { statusCode: 500, error: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' },
            { status: 500 },
          ),
        { once: true },
      ),
    );
  },
  async play() {
    const body = page();
    await body.findByRole('heading', { name: 'The audit log could not be loaded' });
    await userEvent.click(body.getByRole('button', { name: 'Try again' }));
    await body.findByRole('heading', heading);
    await expect(await body.findByText('25 of 200 events', {})).toBeVisible();
  },
};

/** A long log over several pages: each Load more follows x-last-key and the count line grows. */
export const LongLogLoadMore: Story = {
  async play() {
    const body = page();
    await body.findByText('25 of 200 events');
    for (const loaded of [50, 75, 100]) {
      await userEvent.click(await body.findByRole('button', { name: 'Load more' }));
      await expect(await body.findByText(`${loaded} of 200 events`)).toBeVisible();
    }
    await expect(within(body.getByRole('table', { name: 'Audit log' })).getAllByRole('row')).toHaveLength(
      101,
    );
  },
};

/** The next page fails once: the page says so and keeps what it has; Try again loads it. */
export const LoadMoreFailure: Story = {
  beforeEach({ msw }) {
    let failed = false;
    msw.use(
      http.get('*/api/audit-log', ({ request }) => {
        if (failed || !new URL(request.url).searchParams.has('lastKey')) return undefined;
        failed = true;
        return HttpResponse.json(
          { statusCode: 500, error: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' },
          { status: 500 },
        );
      }),
    );
  },
  async play() {
    const body = page();
    await userEvent.click(await body.findByRole('button', { name: 'Load more' }));
    await expect(await body.findByText('The next events could not be loaded.')).toBeVisible();
    await expect(body.getByText('25 of 200 events')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Try again' }));
    await expect(await body.findByText('50 of 200 events')).toBeVisible();
    await expect(body.queryByText('The next events could not be loaded.')).toBeNull();
  },
};

/** Export while the server is still making the CSV: the button is busy and the page says so. */
export const ExportInProgress: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.exportAuditLog).never());
  },
  async play() {
    const body = page();
    await userEvent.click(await exportButton());
    await expect(await body.findByText('Exporting the audit log…')).toBeVisible();
    await expect(body.getByRole('button', { name: 'Export' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Export sends the time zone and saves audit-log-2026-11-21.csv (the click on the download link is caught). */
export const ExportDone: Story = {
  ...noScreenshot('ends as the loaded log'),
  beforeEach({ msw }) {
    const urls: string[] = [];
    // Notes the request, then lets the default handler answer.
    msw.use(http.get('*/api/audit-log/export', ({ request }) => void urls.push(request.url)));
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    Object.assign(globalThis, { auditExportUrls: urls, auditExportClick: click });
    return () => click.mockRestore();
  },
  async play() {
    const { auditExportUrls: urls, auditExportClick: click } = globalThis as unknown as {
      auditExportUrls: string[];
      auditExportClick: ReturnType<typeof spyOn>;
    };
    const button = await exportButton();
    await userEvent.click(button);
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    await expect(link.download).toBe('audit-log-2026-11-21.csv');
    await expect(link.href).toMatch(/^blob:/);
    const query = new URL(urls[0] ?? '').searchParams;
    await expect(query.get('timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    await expect((await page().findAllByText('Exported'))[0]).toBeInTheDocument();
    await settled(button);
  },
};

/** The export fails: a toast says why and the button shows Failed; the table stays. */
export const ExportFailure: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.exportAuditLog).serverError());
  },
  async play() {
    const body = page();
    const button = await exportButton();
    await userEvent.click(button);
    await expect(await body.findByText('The audit log could not be exported')).toBeInTheDocument();
    await expect(body.getByText('An unknown error occurred')).toBeInTheDocument();
    await expect((await body.findAllByText('Failed'))[0]).toBeInTheDocument();
    await expect(body.getByText('25 of 200 events')).toBeVisible();
    await settled(button);
  },
};
