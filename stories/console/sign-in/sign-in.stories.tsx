import { ops, scenario } from '@console/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ConsoleScreen, consoleScreenParameters } from '../support/console-screen';
import { captureRedirects, redirects } from './redirects';

/** A domain the mock store has SSO configured for (its Azure connection). */
const SSO_EMAIL = 'ana@customer.example';

const meta = {
  title: 'Console/Sign In/Sign In',
  parameters: consoleScreenParameters,
  args: { path: '/' },
  beforeEach: captureRedirects,
  render: ({ path }) => <ConsoleScreen path={path} as="signed-out" />,
} satisfies Meta<{ path: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const emailField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Work email' });
const findEmailField = (canvas: Canvas) => canvas.findByRole('textbox', { name: 'Work email' });

/** A standalone visitor without a token: Google, Microsoft and the SSO e-mail field. */
export const SignIn: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Sign in with Microsoft' })).toBeEnabled();
    await expect(emailField(canvas)).toBeVisible();
    await expect(canvas.queryByText('Your session has expired. Please sign in again.')).toBeNull();
  },
};

/** The previous session expired (the gate sent the user here with ?expired=true). */
export const SessionExpired: Story = {
  args: { path: '/?expired=true' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Your session has expired. Please sign in again.',
    );
  },
};

/** An e-mail that is not one: the form's message, and no call. */
export const InvalidEmail: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.authorizeSso).serverError());
  },
  play: async ({ canvas }) => {
    await userEvent.type(await findEmailField(canvas), 'ana@');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with SSO' }));
    await expect(await canvas.findByText('Please provide a valid email address')).toBeVisible();
    await expect(emailField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(redirects).toEqual([]);
  },
};

/** No SSO provider serves the e-mail's domain: the message on the field, which takes the focus. */
export const SsoNotConfigured: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await findEmailField(canvas), 'ana@nowhere.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with SSO' }));
    await expect(await canvas.findByText('SSO is not configured for this email address')).toBeVisible();
    await expect(emailField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField(canvas)).toHaveFocus();
    await expect(redirects).toEqual([]);
  },
};

/** Any other failure: the server's message under the field. */
export const SsoServerMessage: Story = {
  beforeEach({ msw }) {
    msw.use(
      scenario(ops.authorizeSso).error('VALIDATION_FAILED', { message: 'The SSO provider is unavailable' }),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(await findEmailField(canvas), SSO_EMAIL);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with SSO' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The SSO provider is unavailable');
  },
};

/** A failure without a message: 'An unknown error occurred'. */
export const SsoUnknownError: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.authorizeSso).serverError());
  },
  play: async ({ canvas }) => {
    await userEvent.type(await findEmailField(canvas), SSO_EMAIL);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with SSO' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('An unknown error occurred');
  },
};

/** A configured domain: the browser goes to the URL the server returned. */
export const SsoRedirect: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.authorizeSso).reply({ url: 'https://idp.customer.example/authorize?state=st_1' }));
  },
  play: async ({ canvas }) => {
    await userEvent.type(await findEmailField(canvas), SSO_EMAIL);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with SSO' }));
    await waitFor(() => expect(redirects).toEqual(['https://idp.customer.example/authorize?state=st_1']));
    await expect(canvas.getByRole('button', { name: 'Continue with SSO' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Microsoft: to the authorize page the server built, the code going to the server's callback. */
export const MicrosoftRedirect: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in with Microsoft' }));
    await waitFor(() => expect(redirects).toHaveLength(1));
    const url = new URL(redirects[0] ?? '');
    await expect(url.origin + url.pathname).toBe(
      'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    );
    await expect(url.searchParams.get('redirect_uri')).toBe(
      `${window.location.origin}/api/app/oauth/azure/callback`,
    );
    await expect(url.searchParams.get('scope')).toBe('openid email profile');
    await expect(url.searchParams.get('response_type')).toBe('code');
  },
};

/** Google: to the authorize page the server built, back to /sso/callback with a state marked as Google and PKCE. */
export const GoogleRedirect: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(redirects).toHaveLength(1));
    const url = new URL(redirects[0] ?? '');
    await expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/sso/callback`);
    await expect(url.searchParams.get('state')).toMatch(/^google\./);
    await expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  },
};

const intents: unknown[] = [];

/** The sign-in page's buttons only ever sign in: the server creates no account for them. */
export const SignInNeverSignsUp: Story = {
  beforeEach({ msw }) {
    intents.length = 0;
    msw.use(
      http.post('*/api/oauth/:provider/authorize', async ({ request, params }) => {
        intents.push({ provider: params.provider, ...((await request.clone().json()) as object) });
        return undefined;
      }),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in with Microsoft' }));
    await waitFor(() => expect(redirects).toHaveLength(1));
    await expect(intents).toEqual([{ provider: 'azure', intent: 'sign-in' }]);
  },
};

/** The server cannot start the sign-in (the provider is not configured): its message under the buttons. */
export const SocialNotConfigured: Story = {
  beforeEach({ msw }) {
    msw.use(
      scenario(ops.authorizeOAuth).error('VALIDATION_FAILED', {
        message: 'Google sign-in is not configured on this server',
      }),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in with Google' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Google sign-in is not configured on this server',
    );
    await expect(redirects).toEqual([]);
  },
};

/** Any other address while signed out goes to the root, which signs in; the query is dropped. */
export const UnknownPathRedirectsToSignIn: Story = {
  args: { path: '/settings?expired=true' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in with Microsoft' })).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
