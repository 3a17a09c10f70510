import { ops, scenario } from '@console/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { noScreenshot } from '../../support/screenshot';
import {
  ConsoleScreen,
  consoleLocation,
  consoleScreenParameters,
  type Persona,
} from '../support/console-screen';
import { storySessions } from './session-fixtures';
import { sessionHandlers } from './session-handlers';

interface Args {
  path: string;
  as: Persona;
}

/** The activity page in the whole console: route, loader, address and drawer (the screens' states: Activity list). */
const meta = {
  title: 'Console/App/Activity',
  parameters: consoleScreenParameters,
  args: { path: '/one-time-passcode/authentications', as: 'owner' },
  beforeEach({ msw }) {
    for (const app of ['one-time-passcode', 'passkeys'] as const) msw.use(...sessionHandlers(app));
  },
  render: ({ path, as }) => <ConsoleScreen path={path} as={as} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's list under the app's tabs: the first page of 25 and the count. */
export const Owner: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Authentications' })).toBeVisible();
    await expect(canvas.getByText('25 of 60 authentications')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  },
};

/** A supervisor reads the list and may export; no Configuration tab. */
export const Supervisor: Story = {
  args: { path: '/passkeys/activity', as: 'supervisor' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Activity' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    const tabs = canvas.getByRole('navigation', { name: 'Passkeys' });
    await expect(within(tabs).queryByRole('link', { name: 'Configuration' })).toBeNull();
  },
};

/** `?session=` (where customer search leads) opens that session's drawer over the list. */
export const DrawerFromAddress: Story = {
  args: {
    path: `/one-time-passcode/authentications?session=${storySessions('one-time-passcode', 3)[2]?.id ?? ''}`,
  },
  play: async () => {
    const drawer = await within(document.body).findByRole('dialog');
    await expect(await within(drawer).findByText('Failed · Max attempts')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(consoleLocation().search).not.toHaveProperty('session');
  },
};

/** A filter goes into the address and back to page 1. */
export const FilterInAddress: Story = {
  ...noScreenshot('a filtered list, as the Activity list stories show'),
  args: { path: '/one-time-passcode/authentications?cursors=%5B%2225%22%5D' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('50 of 60 authentications')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Failed' }));
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByText(/of \d+ authentications$/)).toBeVisible();
    await expect(consoleLocation().search).toEqual({ status: ['failure'] });
  },
};

/** The page never answers: the title and 10 skeleton rows. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.listSessions).never());
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Loading authentications' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

let listFails = true;

/** The page fails: "Couldn't load authentications." and Try again, which loads it once the server answers. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    listFails = true;
    msw.use(
      http.get('*/api/one-time-passcode/sessions', () =>
        listFails
          ? HttpResponse.json(
              { statusCode: 500, error: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' },
              { status: 500 },
            )
          : undefined,
      ),
    );
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent("Couldn't load authentications.");
  },
};

export const LoadErrorTryAgain: Story = {
  ...noScreenshot('ends as the loaded list'),
  beforeEach: LoadError.beforeEach,
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    listFails = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(
      await canvas.findByRole('table', { name: 'Authentications' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};
