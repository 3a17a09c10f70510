import { DEMO_ACCOUNT_ID, mockStore, ops, scenario } from '@console/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen, consoleScreenParameters } from '../support/console-screen';
import { ACCOUNT_DETAIL } from './account-data';
import { failingUntilRecovered } from '../support/failing-until-recovered';
import { ACCOUNT_STATISTICS } from './statistics-data';
import { noScreenshot } from '../../support/screenshot';

/** The demo account's address: the mock's conversion and ghost-mode calls know it. */
const PATH = `/watch-tower/accounts/${DEMO_ACCOUNT_ID}`;

const meta = {
  title: 'Console/Watch Tower/Account',
  parameters: consoleScreenParameters,
  render: () => <ConsoleScreen path={PATH} as="operator" />,
  beforeEach({ msw }) {
    msw.use(
      scenario(ops.getAccount).reply(ACCOUNT_DETAIL),
      scenario(ops.getAccountStatistics).reply(ACCOUNT_STATISTICS),
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const heading = (canvas: Canvas) => canvas.findByRole('heading', { level: 1, name: 'Blue Harbor Bank' });
const appRow = (canvas: Canvas, title: string) =>
  canvas.getByRole('cell', { name: title }).closest('tr') as HTMLElement;

/** Name, Ghost Mode, Tasks Completed, apps with their statuses, admins with photo or initials. */
export const Detail: Story = {
  play: async ({ canvas }) => {
    await expect(await heading(canvas)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ghost Mode' })).toBeEnabled();
    await expect(await canvas.findByRole('figure', { name: 'Tasks Completed' })).toBeVisible();
    await expect(within(appRow(canvas, 'Passkeys')).getByText('Subscription')).toBeVisible();
    await expect(within(appRow(canvas, 'E-Form')).queryByRole('button')).toBeNull();
    await expect(canvas.getAllByRole('button', { name: 'Convert to Enterprise' })).toHaveLength(6);

    const maria = canvas.getByRole('cell', { name: /Maria Lopez/ }).closest('tr') as HTMLElement;
    await expect(maria.querySelector('img')).toHaveAttribute('src', ACCOUNT_DETAIL.admins[0]?.photo);
    await expect(within(maria).getByRole('button', { name: 'Copy e-mail' })).toBeVisible();
    await expect(within(maria).getByRole('cell', { name: 'Europe/Lisbon' })).toBeVisible();
    // The spec's quirk: Added is today's date, not a stored one.
    await expect(within(maria).getByRole('cell', { name: 'Nov 21, 2026' })).toBeVisible();
    const john = canvas.getByRole('cell', { name: /John Smith/ }).closest('tr') as HTMLElement;
    await expect(within(john).getByText('JS')).toBeVisible();
    await expect(within(john).getByRole('cell', { name: 'unknown' })).toBeVisible();
  },
};

/** "view all app statistics" reveals one chart per app the account used. */
export const AllAppStatistics: Story = {
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('button', { name: 'view all app statistics' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const perApp = await canvas.findByRole('list', { name: 'Tasks Completed per app' });
    for (const title of ['Passkeys', 'One-Time Passcode', 'E-Form']) {
      await expect(within(perApp).getByRole('figure', { name: title })).toBeVisible();
    }
    await expect(within(perApp).getAllByRole('figure')).toHaveLength(3);
  },
};

/** An account without statistics: the chart says so and there is nothing to reveal. */
export const WithoutStatistics: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.getAccountStatistics).empty());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No data to show.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'view all app statistics' })).toBeNull();
  },
};

/** Ends the load failure of the story below, before its Retry. */
let recoverLoad: () => void = () => undefined;

/** Statistics fail to load (the spec shows nothing): the error with a Retry that loads them. */
export const StatisticsError: Story = {
  beforeEach({ msw }) {
    const failing = failingUntilRecovered('GET', '/watch-tower/statistics/account');
    recoverLoad = failing.recover;
    msw.use(failing.handler);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('An unknown error occurred');
    recoverLoad();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('figure', { name: 'Tasks Completed' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.getAccount).never());
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('main[aria-busy="true"]')).not.toBeNull());
  },
};

/** The account fails to load: a generic heading, the error and a Retry. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.getAccount).serverError());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('An unknown error occurred');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** Converting an app: the returned status (Enterprise) replaces the shown one and the button goes. */
export const Conversion: Story = {
  play: async ({ canvas }) => {
    await heading(canvas);
    await userEvent.click(
      within(appRow(canvas, 'Passkeys')).getByRole('button', { name: 'Convert to Enterprise' }),
    );
    await waitFor(() => expect(within(appRow(canvas, 'Passkeys')).getByText('Enterprise')).toBeVisible());
    await expect(within(appRow(canvas, 'Passkeys')).queryByRole('button')).toBeNull();
    await expect(canvas.getAllByRole('button', { name: 'Convert to Enterprise' })).toHaveLength(5);
  },
};

/**
 * An account that never used an app (no billing): the mock's own detail lists all seven apps, those never used as
 * Inactive, and one of them converts to Enterprise.
 */
export const ConvertNeverUsedApp: Story = {
  beforeEach({ msw }) {
    // The mocks' own answer, not the story's fixture, for a Watch Tower account with no billing at all.
    msw.resetHandlers();
    msw.use(scenario(ops.getAccountStatistics).reply(ACCOUNT_STATISTICS));
    const account = mockStore.watchTowerAccounts[10];
    if (account) account.apps = {};
  },
  render: () => (
    <ConsoleScreen
      path={`/watch-tower/accounts/${mockStore.watchTowerAccounts[10]?.id ?? ''}`}
      as="operator"
    />
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('cell', { name: 'Gateway Payments' });
    await expect(canvas.queryByText('No apps.')).toBeNull();
    for (const title of ['Passkeys', 'Payments', 'Gateway Payments'])
      await expect(within(appRow(canvas, title)).getByText('Inactive')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Convert to Enterprise' })).toHaveLength(7);
    await expect(within(appRow(canvas, 'Gateway Payments')).getByText('Inactive')).toBeVisible();
    await userEvent.click(
      within(appRow(canvas, 'Gateway Payments')).getByRole('button', { name: 'Convert to Enterprise' }),
    );
    await waitFor(() =>
      expect(within(appRow(canvas, 'Gateway Payments')).getByText('Enterprise')).toBeVisible(),
    );
  },
};

/** A failed conversion keeps the status and says why (the spec shows nothing). */
export const ConversionFails: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.updateAppStatus).serverError());
  },
  play: async ({ canvas }) => {
    await heading(canvas);
    const convert = within(appRow(canvas, 'Passkeys')).getByRole('button', { name: 'Convert to Enterprise' });
    await userEvent.click(convert);
    const page = within(document.body);
    await expect(await page.findByText('Conversion failed')).toBeInTheDocument();
    await expect(page.getByText('An unknown error occurred')).toBeInTheDocument();
    await expect(convert).toHaveAttribute('data-state', 'failed');
    await expect(within(appRow(canvas, 'Passkeys')).getByText('Subscription')).toBeVisible();
  },
};

/** Ghost Mode: the ghost token, the bootstrap reloaded, then home with the ghost bar. */
export const Ghosting: Story = {
  ...noScreenshot('ends in the ghosted console, as the Ghost header story shows it'),
  play: async ({ canvas }) => {
    await heading(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Ghost Mode' }));
    // The whole console reloads for the ghosted account: allow it time on a busy machine.
    await expect(await canvas.findByText("You're in ghost mode", {}, { timeout: 15_000 })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /^Welcome, / }, { timeout: 15_000 }),
    ).toBeVisible();
  },
};
