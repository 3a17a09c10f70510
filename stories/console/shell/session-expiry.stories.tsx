import { ops, scenario } from '@console/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { ConsoleScreen, consoleLocation, consoleScreenParameters } from '../support/console-screen';

const EXPIRED_NOTICE = 'Your session has expired. Please sign in again.';

const meta = {
  title: 'Console/Shell/Session Expiry',
  parameters: consoleScreenParameters,
  args: { path: '/settings/admin-management' },
  render: ({ path }) => <ConsoleScreen path={path} as="owner" />,
} satisfies Meta<{ path: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The token expires between the bootstrap and a page's call: the sign-in page with the notice, no error panel. */
export const ExpiresOnAPage: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.listAdmins).error('JWT_EXPIRED'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(EXPIRED_NOTICE);
    await expect(consoleLocation().pathname).toBe('/');
    await expect(consoleLocation().search).toEqual({ expired: true });
    await expect(document.title).toBe('Sign in · Console');
  },
};

/** It expires while the user works: saving the branding answers JWT_EXPIRED, and the same notice shows. */
export const ExpiresOnSave: Story = {
  args: { path: '/settings/branding' },
  beforeEach({ msw }) {
    msw.use(scenario(ops.updateBranding).error('JWT_EXPIRED'));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(EXPIRED_NOTICE);
  },
};

/** Any other 401 (a revoked or malformed token) signs out too, without the expired notice. */
export const Unauthorized: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/admins', () =>
        HttpResponse.json(
          { statusCode: 401, error: 'UNAUTHORIZED', message: 'The session token is not valid' },
          { status: 401 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.queryByText(EXPIRED_NOTICE)).toBeNull();
    await expect(consoleLocation().search).toEqual({});
  },
};
