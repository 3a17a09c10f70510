import type { AppId, SessionRange } from '@console/api-client';
import { MOCK_NOW } from '@console/api-client/mocks';
import { statisticsSummary } from '@console/api-client/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  AppDashboardView,
  type DashboardPlan,
} from '../../../packages/console/src/features/app/app-dashboard-view';
import { seededSessions, seededSummary } from './support/seeded-sessions';

interface Args {
  app: AppId;
  initialRange: SessionRange;
  plan: DashboardPlan | undefined;
  showQuickLinks: boolean;
  empty: boolean;
  onOpenSession: () => void;
}

function Dashboard({ app, initialRange, plan, showQuickLinks, empty, onOpenSession }: Args) {
  const [range, setRange] = useState(initialRange);
  const seeded = seededSummary(app, range);
  // The seed takes dollars only: a second currency shows one "Collected" card each.
  const summary =
    app === 'payments'
      ? {
          ...seeded,
          amounts: [
            { currency: 'USD', total: 1_248_000 },
            { currency: 'EUR', total: 99_950 },
          ],
        }
      : seeded;
  return (
    <AppDashboardView
      app={app}
      range={range}
      onRangeChange={setRange}
      summary={empty ? statisticsSummary([], MOCK_NOW, range) : summary}
      recent={empty ? [] : seededSessions(app).slice(0, 5)}
      onOpenSession={onOpenSession}
      plan={plan}
      showQuickLinks={showQuickLinks}
    />
  );
}

const meta = {
  title: 'Console/App/Dashboard view',
  component: Dashboard,
  args: {
    app: 'one-time-passcode',
    initialRange: 30,
    plan: { status: 'free-trial', usage: { kind: 'credits', credits: 425, freeTier: 500 } },
    showQuickLinks: true,
    empty: false,
    onOpenSession: fn(),
  },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An owner or admin in a free trial: KPIs, the chart, recent activity, the plan card (red at 85%) and quick links. */
export const OwnerFreeTrial: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'One-Time Passcode' })).toBeVisible();
    for (const label of ['Sessions', 'Success rate', 'Failures', 'Timeouts']) {
      await expect(canvas.getByRole('group', { name: label })).toBeVisible();
    }
    await expect(canvas.getAllByText('vs previous 30 days')).toHaveLength(4);
    await expect(canvas.getByText('Sessions per day')).toBeVisible();
    await expect(canvas.getByText('425 of 500 free credits used')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View plans' })).toHaveAttribute(
      'href',
      '/one-time-passcode/pricing',
    );
    await expect(canvas.getByRole('link', { name: 'SMS content' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Webhooks' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Authentications' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/one-time-passcode/authentications',
    );
    const recent = canvas.getByRole('table', { name: 'Recent activity' });
    const rows = within(recent)
      .getAllByRole('row')
      .filter((row) => row.closest('tbody'));
    await expect(rows).toHaveLength(5);
    await userEvent.click(rows[0] as HTMLElement);
    await expect(args.onOpenSession).toHaveBeenCalledTimes(1);
  },
};

/** A subscription: "{n} sessions this month". */
export const Subscription: Story = {
  args: {
    app: 'document-signature',
    plan: { status: 'subscription', usage: { kind: 'sessions', sessionsThisMonth: 1204 } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1,204 sessions this month')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Documents' })).toBeVisible();
  },
};

/** A supervisor: the same figures, read-only; no plan card, no quick links. */
export const Supervisor: Story = {
  args: { app: 'e-form', plan: undefined, showQuickLinks: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'E-Form' })).toBeVisible();
    await expect(canvas.queryByText('Plan')).toBeNull();
    await expect(canvas.queryByText('Quick links')).toBeNull();
    await expect(canvas.getByRole('group', { name: 'Sessions' })).toBeVisible();
  },
};

/** Payments add "Collected", one card per currency. */
export const PaymentsCollected: Story = {
  args: {
    app: 'payments',
    plan: { status: 'subscription', usage: { kind: 'sessions', sessionsThisMonth: 318 } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('$12,480.00')).toBeVisible();
    await expect(canvas.getByText('€999.50')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Collected (USD)' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Product Catalog' })).toBeVisible();
  },
};

/** The last 7 days. */
export const Range7Days: Story = {
  args: { initialRange: 7 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: '7 days' })).toBeChecked();
    await expect(canvas.getAllByText('vs previous 7 days')).toHaveLength(4);
  },
};

/** The last 90 days, chosen with the range control. */
export const Range90Days: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('90 days'));
    await expect(canvas.getByRole('radio', { name: '90 days' })).toBeChecked();
    await expect(canvas.getAllByText('vs previous 90 days')).toHaveLength(4);
  },
};

/** No session in the range: the empty state instead of the figures. */
export const Empty: Story = {
  args: { empty: true, initialRange: 7 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No sessions in the last 7 days.')).toBeVisible();
    await expect(
      canvas.getByText('Agents send requests from the agent application during a call.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Sessions' })).toBeNull();
  },
};

/** Identity verification has no pricing page: the plan card has no "View plans". */
export const IdentityVerification: Story = {
  args: {
    app: 'identity-verification',
    plan: { status: 'enterprise', usage: { kind: 'sessions', sessionsThisMonth: 88 } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('88 sessions this month')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'View plans' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Verifications' })).toBeVisible();
  },
};
