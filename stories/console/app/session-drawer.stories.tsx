import type { AppId, SessionStatus } from '@console/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SessionDetailsDrawer } from '../../../packages/console/src/features/app/session-details-drawer';
import { pendingSession, seededSession, withEvents } from './support/seeded-sessions';

interface Args {
  app: AppId;
  status: SessionStatus;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
}

/** A seeded session of the mocks with `status`; a success also carries its webhook's delivery in the timeline. */
function sessionOf(app: AppId, status: SessionStatus) {
  if (status === 'pending') return pendingSession(app);
  const session = seededSession(app, status);
  return status === 'success' ? withEvents(session, { type: 'webhook.delivered', detail: '200' }) : session;
}

function Drawer({ app, status, loading, error, onRetry }: Args) {
  return (
    <SessionDetailsDrawer
      app={app}
      open
      onOpenChange={() => undefined}
      session={loading || error ? undefined : sessionOf(app, status)}
      loading={loading}
      error={error}
      onRetry={onRetry}
    />
  );
}

const meta = {
  title: 'Console/App/Session drawer',
  component: Drawer,
  args: { app: 'one-time-passcode', status: 'success', loading: false, error: false, onRetry: fn() },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawer = () => within(document.body).findByRole('dialog');

/** A verified passcode: full id, status, customer, phone, agent, times, duration, details and the timeline. */
export const Success: Story = {
  play: async () => {
    const session = seededSession('one-time-passcode', 'success');
    const dialog = await drawer();
    const body = within(dialog);
    await expect(body.getByText(session.id, { selector: 'p, span' })).toBeVisible();
    await expect(body.getAllByText('Verified').length).toBeGreaterThan(0);
    await expect(body.getByText(session.customerRef)).toBeVisible();
    await expect(body.getByText(session.agent.name)).toBeVisible();
    await expect(body.getByText(/^\+\d{1,3}( \d+)+$/)).toBeVisible();
    await expect(body.getByText(/^\d+ s$|^\d+ min( \d+ s)?$/)).toBeVisible();
    await expect(body.getByRole('heading', { name: 'One-Time Passcode details' })).toBeVisible();
    await expect(body.getByText('Session created')).toBeVisible();
    await expect(body.getByText('SMS delivered')).toBeVisible();
    await expect(body.getByText('Webhook delivered')).toBeVisible();
    await expect(body.getByText('200')).toBeVisible();
  },
};

/** A failure names its reason beside the status. */
export const Failure: Story = {
  args: { status: 'failure' },
  play: async () => {
    const dialog = await drawer();
    await expect(within(dialog).getByText(/^Failed · /)).toBeVisible();
    await expect(within(dialog).getByText('Session failed')).toBeVisible();
  },
};

/** A timeout: Expired. */
export const Timeout: Story = {
  args: { status: 'timeout' },
  play: async () => {
    const dialog = await drawer();
    await expect(within(dialog).getByText('Expired · Expired')).toBeVisible();
    await expect(within(dialog).getByText('Session timed out')).toBeVisible();
  },
};

/** Pending: no end yet, so its expiry and no duration. */
export const Pending: Story = {
  args: { status: 'pending' },
  play: async () => {
    const dialog = await drawer();
    await expect(within(dialog).getAllByText('Pending').length).toBeGreaterThan(0);
    await expect(within(dialog).getByText('Expires')).toBeVisible();
  },
};

/** An e-form submission: its form among the details, and its answers as the server masks them (apps.md §3.4). */
export const EFormAnswers: Story = {
  args: { app: 'e-form' },
  render: () => {
    const session = seededSession('e-form', 'success');
    const answers = [
      { label: 'Card number', value: '•••• •••• •••• 4242' },
      { label: 'Preferred contact', value: 'E-mail' },
    ];
    return (
      <SessionDetailsDrawer
        app="e-form"
        open
        onOpenChange={() => undefined}
        session={{ ...session, details: { ...session.details, answers } }}
      />
    );
  },
  play: async () => {
    const dialog = await drawer();
    const form = seededSession('e-form', 'success').details.formName;
    await expect(within(dialog).getByText(String(form))).toBeVisible();
    await expect(within(dialog).getByText('•••• •••• •••• 4242')).toBeVisible();
    await expect(within(dialog).getAllByText('Submitted').length).toBeGreaterThan(0);
  },
};

/** While the session loads: skeleton lines. */
export const Loading: Story = {
  args: { loading: true },
  play: async () => {
    const dialog = await drawer();
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
  },
};

/** The session failed to load: "Couldn't load session." and Try again. */
export const LoadError: Story = {
  args: { error: true },
  play: async ({ args }) => {
    const dialog = await drawer();
    await expect(within(dialog).getByText("Couldn't load session.")).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
