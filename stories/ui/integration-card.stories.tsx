import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { IntegrationCard, IntegrationLogo } from '@console/ui';

const meta = {
  title: 'UI/IntegrationCard',
  component: IntegrationCard,
  args: {
    logo: <IntegrationLogo provider="twilio" />,
    title: 'Twilio',
    description: 'Send SMS from your own Twilio account and phone number.',
    status: 'disconnected',
    onConnect: fn(),
    onManage: fn(),
    onDisconnect: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: '360px' }}>{Story()}</div>],
} satisfies Meta<typeof IntegrationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not connected: the "Disconnected" badge and Connect. */
export const Disconnected: Story = {
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('Disconnected')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Manage Twilio' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Connect Twilio' }));
    await expect(args.onConnect).toHaveBeenCalledOnce();
  },
};

/** Connected: Manage and Disconnect, both reachable by keyboard. */
export const Connected: Story = {
  args: { status: 'connected' },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('Connected')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Connect Twilio' })).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Disconnect Twilio' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDisconnect).toHaveBeenCalledOnce();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onManage).toHaveBeenCalledOnce();
  },
};

/** Configured but not yet verified: "Pending", with Manage and Disconnect. */
export const Pending: Story = {
  args: {
    status: 'pending',
    logo: <IntegrationLogo provider="datadog" />,
    title: 'Datadog',
    description: 'Forward logs to Datadog.',
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Pending')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Manage Datadog' })).toBeEnabled();
  },
};

/** Another SSO provider is configured: the actions do nothing and a tooltip says why (spec 001 §4). */
export const Disabled: Story = {
  args: {
    logo: <IntegrationLogo provider="okta" />,
    title: 'Okta',
    description: 'Sign admins in with Okta.',
    disabled: true,
    disabledReason: 'Disable the current provider to enable this one',
  },
  play: async ({ canvas, args }) => {
    const connect = await canvas.findByRole('button', { name: 'Connect Okta' });
    await expect(connect).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(connect);
    await userEvent.keyboard('{Enter}');
    await expect(args.onConnect).not.toHaveBeenCalled();

    await userEvent.unhover(connect);
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await userEvent.tab();
    await expect(connect).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Disable the current provider to enable this one');
    await expect(connect).toHaveAccessibleDescription('Disable the current provider to enable this one');
  },
};
