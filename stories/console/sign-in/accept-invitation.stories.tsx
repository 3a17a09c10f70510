import { DEMO_INVITATION_TOKENS, mockStore, ops, scenario } from '@console/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ConsoleScreen, consoleScreenParameters } from '../support/console-screen';

const link = (token: string) => `/invitations/accept?token=${token}`;

const meta = {
  title: 'Console/Sign In/Accept Invitation',
  parameters: consoleScreenParameters,
  args: { path: link(DEMO_INVITATION_TOKENS.valid) },
  render: ({ path }) => <ConsoleScreen path={path} as="signed-out" />,
} satisfies Meta<{ path: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link is being accepted. */
export const Accepting: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.acceptInvitation).never());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Accepting your invitation...' })).toBeVisible();
  },
};

/** A valid link: the invited address becomes an admin of the account and lands on home, signed in. */
export const Accepted: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    await expect(
      mockStore.admins.find((admin) => admin.email === 'lena.fischer@northwind-contact.com'),
    ).toMatchObject({
      role: 'admin',
    });
  },
};

/** The invitation expired before the link was opened. */
export const Expired: Story = {
  args: { path: link(DEMO_INVITATION_TOKENS.expired) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This invitation has expired. Please ask an administrator to invite you again.',
    );
  },
};

/** The link was used already: it works once. */
export const AlreadyUsed: Story = {
  args: { path: link(DEMO_INVITATION_TOKENS.used) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This invitation has already been accepted.',
    );
  },
};

/** An unknown, revoked or replaced link; Go to sign in opens the sign-in page. */
export const Invalid: Story = {
  args: { path: link('not-a-link-anyone-was-sent') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This invitation link is not valid. It may have been revoked or replaced by a newer one.',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Go to sign in' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  },
};

/** A link without its token (cut off in the e-mail client): no call is made. */
export const MissingToken: Story = {
  args: { path: '/invitations/accept' },
  beforeEach({ msw }) {
    msw.use(scenario(ops.acceptInvitation).serverError());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This invitation link is not valid.');
  },
};
