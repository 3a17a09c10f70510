import { mockStore, ops, scenario } from '@console/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { noScreenshot } from '../../support/screenshot';
import { consoleLocation } from '../support/console-screen';
import { appScreen, type AppScreenArgs, loadErrorStory, loadErrorTryAgainStory } from './support/app-screen';

/** The app root in the whole console, over the mocks' seeded sessions and billing. */
const meta = {
  title: 'Console/App/Dashboard',
  ...appScreen,
  args: { path: '/passkeys', as: 'admin' },
} satisfies Meta<AppScreenArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const tabNames = async (canvas: Canvas, app: string) =>
  within(await canvas.findByRole('navigation', { name: app }))
    .getAllByRole('link')
    .map((link) => link.textContent);

/**
 * A subscribed app (spec apps.md §2.1): KPIs, the chart, recent activity, the plan card ("{n} sessions this month",
 * View plans), quick links, and its tabs.
 */
export const Active: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Passkeys' })).toBeVisible();
    await expect(canvas.getByText('Subscription')).toBeVisible();
    await expect(canvas.getByText(/^[\d,]+ sessions? this month$/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View plans' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Sessions' })).toBeVisible();
    // Enrollments twice: the tab and the quick link to the app's main object.
    await expect(canvas.getAllByRole('link', { name: 'Enrollments' })).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Start Free Trial' })).toBeNull();
    await expect(await tabNames(canvas, 'Passkeys')).toEqual([
      'Dashboard',
      'Activity',
      'Enrollments',
      'Configuration',
    ]);
  },
};

/** An app in its free trial: the credit counter in the header (away from home) and on the dashboard, red from 80%. */
export const FreeTrial: Story = {
  args: { path: '/one-time-passcode', as: 'owner' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'One-Time Passcode' })).toBeVisible();
    await expect(canvas.getByText('Free Trial')).toBeVisible();
    const banner = canvas.getByRole('banner');
    await expect(await within(banner).findByText('425 / 500 credits')).toBeVisible();
    // 425 of 500 is 85%: the header's counter and the plan card's bar warn.
    await expect(within(banner).getByText('425 / 500 credits').closest('[data-warning]')).not.toBeNull();
    const used = canvas.getByText('425 of 500 free credits used');
    await expect(used.closest('[data-warning]')).not.toBeNull();
  },
};

/**
 * An inactive app: no tabs, "Start Free Trial"; starting it calls the activation, replaces the billing and shows
 * the app's tabs.
 */
export const InactiveStartFreeTrial: Story = {
  args: { path: '/payments', as: 'owner' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await expect(canvas.getByText('Inactive')).toBeVisible();
    await expect(canvas.getByText('Start a free trial to use Payments.')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Payments' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Start Free Trial' }));
    await waitFor(() => expect(canvas.getByText('Free Trial')).toBeVisible());
    await expect(await tabNames(canvas, 'Payments')).toEqual([
      'Dashboard',
      'Payments',
      'Product Catalog',
      'Configuration',
    ]);
    await expect(mockStore.billing.payments.status).toBe('free-trial');
  },
};

/** The activation fails: the toast says why, and the app stays inactive. */
export const StartFreeTrialFails: Story = {
  args: { path: '/payments', as: 'owner' },
  beforeEach({ msw }) {
    msw.use(scenario(ops.startFreeTrial).serverError());
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Start Free Trial' }));
    const toast = await within(document.body).findByRole('status', {
      name: 'The free trial could not be started',
    });
    await expect(toast).toHaveTextContent('An unknown error occurred');
    await expect(canvas.getByText('Inactive')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Payments' })).toBeNull();
  },
};

/** A supervisor: the same figures read-only, without the plan card, quick links, or Forms and Configuration tabs. */
export const Supervisor: Story = {
  args: { path: '/e-form', as: 'supervisor' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'E-Form' })).toBeVisible();
    await expect(await tabNames(canvas, 'E-Form')).toEqual(['Dashboard', 'Submissions']);
    await expect(canvas.getByRole('group', { name: 'Sessions' })).toBeVisible();
    await expect(canvas.queryByText('Quick links')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'View plans' })).toBeNull();
  },
};

/** A recent-activity row opens its session in the drawer, in the address as `?session=`. */
export const RecentActivityDrawer: Story = {
  ...noScreenshot('the drawer is shown by the Session drawer stories'),
  play: async ({ canvas }) => {
    const recent = await canvas.findByRole('table', { name: 'Recent activity' });
    await userEvent.click(within(recent).getAllByRole('row')[1] as HTMLElement);
    const drawer = await within(document.body).findByRole('dialog');
    await expect(await within(drawer).findByText('Session created')).toBeVisible();
    await expect(new URLSearchParams(consoleLocation().searchStr).get('session')).toBeTruthy();
  },
};

/** The range in the address: `?range=90`. */
export const Range90Days: Story = {
  args: { path: '/passkeys?range=90' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: '90 days' })).toBeChecked();
    await expect(canvas.getAllByText('vs previous 90 days')).toHaveLength(4);
    await userEvent.click(canvas.getByText('7 days'));
    await expect(await canvas.findAllByText('vs previous 7 days')).toHaveLength(4);
    await expect(consoleLocation().search).toMatchObject({ range: 7 });
  },
};

/**
 * A supervisor on an inactive app: the dashboard loads (its usage is a supervisor's read) and says an administrator
 * can start the trial; no Start Free Trial button (the server refuses it to supervisors).
 */
export const SupervisorInactiveApp: Story = {
  args: { path: '/payments', as: 'supervisor' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await expect(canvas.getByText('An administrator can start a free trial of Payments.')).toBeVisible();
    await expect(canvas.getByText('credits used')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Start Free Trial' })).toBeNull();
  },
};

/** The page guard: a supervisor opening Forms by its address lands on the app's dashboard. */
export const SupervisorGuardedPage: Story = {
  args: { path: '/e-form/forms', as: 'supervisor' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'E-Form' })).toBeVisible();
    const tabs = await canvas.findByRole('navigation', { name: 'E-Form' });
    await expect(within(tabs).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The summary never answers: after the router's pending delay, the dashboard's skeleton under the app's tabs. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.getStatisticsSummary).never());
  },
  play: async ({ canvas }) => {
    const skeleton = await canvas.findByRole('status', { name: 'Loading the dashboard' });
    await expect(skeleton).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1, name: 'Passkeys' })).toBeNull();
  },
};

/** The summary fails to load: what went wrong, and Try again. */
export const LoadError: Story = loadErrorStory(ops.getStatisticsSummary, 'The dashboard could not be loaded');

/** After the failure, Try again loads the dashboard once the server answers. */
export const LoadErrorTryAgain: Story = loadErrorTryAgainStory(
  ops.getStatisticsSummary,
  'The dashboard could not be loaded',
  () => within(document.body).findByText(/^[\d,]+ sessions? this month$/),
);
