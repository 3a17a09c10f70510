import type { AppId, SessionStatus } from '@console/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SessionDetailsDrawer } from '../../../packages/console/src/features/app/session-details-drawer';
import { storySessionWithEvents } from './session-fixtures';

interface Args {
  app: AppId;
  status: SessionStatus;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
}

function Drawer({ app, status, loading, error, onRetry }: Args) {
  return (
    <SessionDetailsDrawer
      app={app}
      open
      onOpenChange={() => undefined}
      session={loading || error ? undefined : storySessionWithEvents(app, status)}
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
    const dialog = await drawer();
    const body = within(dialog);
    await expect(body.getByText('sess_one0001a9f3c2e81b7d', { selector: 'p, span' })).toBeVisible();
    await expect(body.getAllByText('Verified').length).toBeGreaterThan(0);
    await expect(body.getByText('CUST-20871')).toBeVisible();
    await expect(body.getByText('+1 415 555 2671')).toBeVisible();
    await expect(body.getByText('Luis Ortega')).toBeVisible();
    await expect(body.getByText('49 s')).toBeVisible();
    await expect(body.getByRole('heading', { name: 'One-Time Passcode details' })).toBeVisible();
    await expect(body.getByText('Webhook delivered')).toBeVisible();
    await expect(body.getByText('200')).toBeVisible();
    await expect(body.getByText('Session created')).toBeVisible();
    await expect(body.getByText('SMS delivered')).toBeVisible();
  },
};

/** A failure names its reason beside the status. */
export const Failure: Story = {
  args: { status: 'failure' },
  play: async () => {
    const dialog = await drawer();
    await expect(within(dialog).getByText('Failed · Max attempts')).toBeVisible();
    await expect(within(dialog).getByText('Webhook failed')).toBeVisible();
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

/** An e-form submission lists its answers, masked by the server. */
export const EFormAnswers: Story = {
  args: { app: 'e-form' },
  play: async () => {
    const dialog = await drawer();
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
