import { ops, scenario } from '@console/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ConsoleScreen, consoleScreenParameters } from '../support/console-screen';
import { failingUntilRecovered } from '../support/failing-until-recovered';
import { SUMMARY_STATISTICS } from './statistics-data';

const meta = {
  title: 'Console/Watch Tower/Dashboard',
  parameters: consoleScreenParameters,
  render: () => <ConsoleScreen path="/watch-tower" as="operator" />,
  beforeEach({ msw }) {
    msw.use(scenario(ops.getSummaryStatistics).reply(SUMMARY_STATISTICS));
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const LAST_PAID = SUMMARY_STATISTICS.paidAccounts.at(-1)?.count ?? 0;

/** Tasks Completed (summed, 14-day average) and Paid Accounts (cumulative: the last value). */
export const Dashboard: Story = {
  play: async ({ canvas }) => {
    const tasks = await canvas.findByRole('figure', { name: 'Tasks Completed' });
    await expect(tasks).toHaveTextContent('total');
    await expect(tasks).toHaveTextContent('14-day average');
    const paid = canvas.getByRole('figure', { name: 'Paid Accounts' });
    await expect(paid).toHaveTextContent(`${LAST_PAID.toLocaleString('en-US')}as of Nov 21`);
    await expect(canvas.getByRole('button', { name: 'View apps' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('list', { name: 'Tasks Completed per app' })).toBeNull();
  },
};

/** "View apps" reveals one chart per app. */
export const ViewApps: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'View apps' }));
    const perApp = await canvas.findByRole('list', { name: 'Tasks Completed per app' });
    await expect(within(perApp).getAllByRole('figure')).toHaveLength(3);
    await expect(within(perApp).getByRole('figure', { name: 'One-Time Passcode' })).toBeVisible();
  },
};

/** The mock server's two years of data for every app, revealed. */
export const ViewAppsAllData: Story = {
  beforeEach({ msw }) {
    msw.resetHandlers();
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'View apps' }));
    const perApp = await canvas.findByRole('list', { name: 'Tasks Completed per app' });
    await expect(within(perApp).getAllByRole('figure')).toHaveLength(7);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.getSummaryStatistics).never());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading statistics' })).toBeVisible();
  },
};

/** No statistics yet: both charts say so, there are no app charts to reveal. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.getSummaryStatistics).empty());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByText('No data to show.')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'View apps' })).toBeNull();
  },
};

/** Ends the load failure of the story below, before its Retry. */
let recoverLoad: () => void = () => undefined;

/** The summary fails to load (the spec shows nothing): the error, and a Retry that loads it. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.resetHandlers();
    const failing = failingUntilRecovered('GET', '/watch-tower/statistics/summary');
    recoverLoad = failing.recover;
    msw.use(failing.handler);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('An unknown error occurred');
    recoverLoad();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('figure', { name: 'Paid Accounts' })).toBeVisible();
  },
};
