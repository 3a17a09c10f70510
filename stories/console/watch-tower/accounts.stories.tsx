import { ops, scenario } from '@console/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ConsoleScreen, consoleScreenParameters } from '../support/console-screen';
import { failingUntilRecovered } from '../support/failing-until-recovered';
import { detailOf, generateAccounts, SEARCH_ACCOUNTS } from './accounts-data';
import { noScreenshot } from '../../support/screenshot';

const meta = {
  title: 'Console/Watch Tower/Accounts',
  parameters: consoleScreenParameters,
  render: () => <ConsoleScreen path="/watch-tower/accounts" as="operator" />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const searchBox = (canvas: Canvas) => canvas.findByRole('searchbox', { name: 'Search accounts' });
const rowCount = (canvasElement: HTMLElement) =>
  canvasElement.querySelectorAll('tbody tr:not([data-skeleton-row])').length;

/** The mock store's accounts: the active count in the heading, the search focused. */
export const Accounts: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /^[\d,]+ active accounts$/ }),
    ).toBeVisible();
    const search = await searchBox(canvas);
    await expect(search).toHaveFocus();
    await expect(search).toHaveAttribute('placeholder', 'Search by account, name, or email');
  },
};

/** Loading: the heading's ellipsis and 10 skeleton rows. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.listAccounts).never());
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '… active accounts' })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-skeleton-row]')).toHaveLength(10));
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.listAccounts).empty());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No results.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: '0 active accounts' })).toBeVisible();
  },
};

/** Ends the load failure of the story below, before its Retry. */
let recoverLoad: () => void = () => undefined;

/** The list fails to load (the spec shows nothing): the error, and a Retry that loads it. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    const failing = failingUntilRecovered('GET', '/watch-tower/accounts');
    recoverLoad = failing.recover;
    msw.use(failing.handler);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('An unknown error occurred');
    recoverLoad();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /^[\d,]+ active accounts$/ }),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Error state as it rests (the screenshot): the failure stays until Retry. */
export const LoadErrorShown: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.listAccounts).serverError());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

/** 10,000 accounts: only the rows in view render. */
export const TenThousandAccounts: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.listAccounts).reply(generateAccounts(10_000)));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Blue Harbor 1')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: '10,000 active accounts' })).toBeVisible();
    await expect(rowCount(canvasElement)).toBeLessThan(100);
    await userEvent.type(await searchBox(canvas), 'acc_009999');
    await expect(await canvas.findByText('Golden Health 9999')).toBeVisible();
    await waitFor(() => expect(rowCount(canvasElement)).toBe(1));
  },
};

/** One account per sign-in platform, each labelled. */
export const EachPlatform: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.listAccounts).reply(generateAccounts(6)));
  },
  play: async ({ canvas }) => {
    for (const label of ['Azure', 'Google', 'Webex', 'Zoom', 'Okta', 'OIDC']) {
      await expect(await canvas.findByRole('cell', { name: label })).toBeVisible();
    }
  },
};

/**
 * Case-insensitive: a name substring, an exact id (not a substring of it), an admin's e-mail, first name and last
 * name substrings, no match, and Enter opens the first match.
 */
export const SearchRules: Story = {
  beforeEach({ msw }) {
    msw.use(
      scenario(ops.listAccounts).reply(SEARCH_ACCOUNTS),
      scenario(ops.getAccount).reply(detailOf(SEARCH_ACCOUNTS[0])),
      scenario(ops.getAccountStatistics).empty(),
    );
  },
  play: async ({ canvas }) => {
    const search = await searchBox(canvas);
    await canvas.findByText('Blue Harbor Bank');
    const showsOnly = async (name: string) => {
      await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
      await expect(canvas.getByText(name)).toBeVisible();
    };
    await userEvent.type(search, 'CLIFF');
    await showsOnly('Red Cliff Telecom');
    await userEvent.clear(search);
    await userEvent.type(search, 'acc_gamma003');
    await showsOnly('Green Field Health');
    await userEvent.clear(search);
    await userEvent.type(search, 'acc_gamma');
    await expect(await canvas.findByText('No results.')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'smith@redcliff');
    await showsOnly('Red Cliff Telecom');
    await userEvent.clear(search);
    await userEvent.type(search, 'MARIA');
    await showsOnly('Blue Harbor Bank');
    await userEvent.clear(search);
    await userEvent.type(search, 'costa');
    await showsOnly('Green Field Health');
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody');
    await expect(await canvas.findByText('No results.')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'e{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Blue Harbor Bank' })).toBeVisible();
  },
};

/** A row click opens the account. */
export const RowOpensAccount: Story = {
  ...noScreenshot('ends on the account page, as the account stories show it'),
  beforeEach({ msw }) {
    msw.use(
      scenario(ops.listAccounts).reply(SEARCH_ACCOUNTS),
      scenario(ops.getAccount).reply(detailOf(SEARCH_ACCOUNTS[2])),
      scenario(ops.getAccountStatistics).empty(),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByText('Green Field Health'));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Green Field Health' })).toBeVisible();
  },
};
