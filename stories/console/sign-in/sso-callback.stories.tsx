import { ops, scenario } from '@console/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { OAUTH_STATE_INVALID, OAUTH_STATE_INVALID_MESSAGE } from '@console/api-client';
import { http, HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { ConsoleScreen, consoleScreenParameters } from '../support/console-screen';
import { noScreenshot } from '../../support/screenshot';

const SSO_CALLBACK = '/sso/callback?code=sso-code&state=st_1';
/** A state the server made for a Google sign-in (marked as Google). */
const GOOGLE_STATE = 'google.story';
const GOOGLE_CALLBACK = `/sso/callback?code=google-code&state=${GOOGLE_STATE}`;

const meta = {
  title: 'Console/Sign In/SSO Callback',
  parameters: consoleScreenParameters,
  args: { path: SSO_CALLBACK },
  render: ({ path }) => <ConsoleScreen path={path} as="signed-out" />,
} satisfies Meta<{ path: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code is being traded for a token. */
export const LoggingIn: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.completeSsoCallback).never());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Logging you in...' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Logging you in...' })).toBeVisible();
  },
};

/** The SSO provider's code is good: the user lands on home, signed in. */
export const SignedIn: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  },
};

/** Google's code (its state marked as Google) goes to the Google call and signs the user in too. */
export const GoogleSignedIn: Story = {
  args: { path: GOOGLE_CALLBACK },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  },
};

/** Google sign-in for a company that already has an account. */
export const GoogleAccountExists: Story = {
  args: { path: GOOGLE_CALLBACK },
  beforeEach({ msw }) {
    msw.use(scenario(ops.completeOAuthCallback).error('ACCOUNT_EXISTS'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An account already exists for your company. Please contact your administrator to get access.',
    );
    await expect(canvas.getByRole('link', { name: 'Go back' })).toBeVisible();
  },
};

/** A state the server did not start for this browser (a forged link, a replay): the server refuses it. */
export const GoogleStateRefused: Story = {
  args: { path: '/sso/callback?code=google-code&state=google.forged' },
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/oauth/google/callback', () =>
        HttpResponse.json(
          { statusCode: 400, error: OAUTH_STATE_INVALID, message: OAUTH_STATE_INVALID_MESSAGE },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This sign-in was not started in this browser or has expired. Please sign in again.',
    );
  },
};

/** Someone unknown signed in with Google: no account is made; the message, and the way to sign up. */
export const GoogleNotAnAdmin: Story = {
  args: { path: GOOGLE_CALLBACK },
  beforeEach({ msw }) {
    msw.use(scenario(ops.completeOAuthCallback).error('ADMIN_NOT_FOUND'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please contact your account administrator to be added as an administrator on the account.',
    );
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up');
  },
};

/** The user is not an admin of the account. */
export const AdminNotFound: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.completeSsoCallback).error('ADMIN_NOT_FOUND'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please contact your account administrator to be added as an administrator on the account.',
    );
    await expect(canvas.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/');
  },
};

/** A member of the SSO agent group who is not an admin: the not-yet-authorized card (spec 001 §6). */
export const AgentGroupNotAuthorized: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.completeSsoCallback).error('NOT_AUTHORIZED'));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: "You're not yet authorized" }),
    ).toBeVisible();
    await expect(canvas.getByText(/You can only use the agent functions\./)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Sign-in failed' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/');
  },
};

/** Go back returns to the sign-in page at the root. */
export const AdminNotFoundGoBack: Story = {
  ...noScreenshot('ends on the sign-in page'),
  beforeEach({ msw }) {
    msw.use(scenario(ops.completeSsoCallback).error('ADMIN_NOT_FOUND'));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Go back' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  },
};

/** The provider sent the user back with an error_description: shown as is, and no call is made. */
export const ProviderError: Story = {
  args: {
    path: '/sso/callback?error=access_denied&error_description=The%20user%20cancelled%20the%20sign-in.',
  },
  beforeEach({ msw }) {
    msw.use(scenario(ops.completeSsoCallback).serverError());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The user cancelled the sign-in.');
    await expect(canvas.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/');
  },
};

/** Any other failure shows the server's message. */
export const ServerMessage: Story = {
  beforeEach({ msw }) {
    msw.use(
      scenario(ops.completeSsoCallback).error('VALIDATION_FAILED', {
        message: 'The sign-in code has expired',
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The sign-in code has expired');
  },
};
