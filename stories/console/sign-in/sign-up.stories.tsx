import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ConsoleScreen, consoleScreenParameters } from '../support/console-screen';
import { captureRedirects, redirects } from './redirects';

const meta = {
  title: 'Console/Sign In/Sign Up',
  parameters: consoleScreenParameters,
  beforeEach: captureRedirects,
  render: () => <ConsoleScreen path="/sign-up" as="signed-out" />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both buttons stay disabled until the terms are accepted; then each goes to its provider. */
export const TermsGateTheButtons: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Create your account' });
    const google = canvas.getByRole('button', { name: 'Sign up with Google' });
    const microsoft = canvas.getByRole('button', { name: 'Sign up with Microsoft' });
    await expect(google).toBeDisabled();
    await expect(microsoft).toBeDisabled();

    const terms = canvas.getByRole('checkbox', { name: /I agree to the Terms of Service/ });
    await userEvent.click(terms);
    await expect(terms).toBeChecked();
    await expect(google).toBeEnabled();
    await expect(microsoft).toBeEnabled();

    await userEvent.click(microsoft);
    await waitFor(() => expect(redirects).toHaveLength(1));
    await expect(redirects[0]).toMatch(
      /^https:\/\/login\.microsoftonline\.com\/common\/oauth2\/v2\.0\/authorize\?/,
    );

    await userEvent.click(terms);
    await expect(google).toBeDisabled();
    await expect(microsoft).toBeDisabled();
  },
};

/** Signing up with Google: to Google's authorize page with a state marked as Google. */
export const GoogleRedirect: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up with Google' }));
    await waitFor(() => expect(redirects).toHaveLength(1));
    const url = new URL(redirects[0] ?? '');
    await expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    await expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/sso/callback`);
    await expect(url.searchParams.get('state')).toMatch(/^google\./);
    await expect(url.searchParams.get('response_type')).toBe('code');
  },
};

/** What each button asked the server for: sign-up is the one intent that may create an account. */
const intents: unknown[] = [];

/** Both buttons start a sign-up; the addendum the terms name is linked. */
export const SignUpIntentAndAddendum: Story = {
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
    await expect(await canvas.findByRole('link', { name: 'Data Processing Addendum' })).toHaveAttribute(
      'href',
      '/legal/data-processing-addendum',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up with Google' }));
    await waitFor(() => expect(redirects).toHaveLength(1));
    await expect(intents).toEqual([{ provider: 'google', intent: 'sign-up' }]);
  },
};
