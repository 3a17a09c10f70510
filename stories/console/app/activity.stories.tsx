import { ops } from '@console/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { noScreenshot } from '../../support/screenshot';
import { consoleLocation } from '../support/console-screen';
import {
  appScreen,
  type AppScreenArgs,
  loadErrorStory,
  loadErrorTryAgainStory,
  loadingStory,
} from './support/app-screen';
import { seededCountLine, seededPage, seededSession } from './support/seeded-sessions';

/**
 * The activity page in the whole console over the mocks' seeded sessions: route, loader, address and drawer (the
 * screens' states: Activity list).
 */
const meta = {
  title: 'Console/App/Activity',
  ...appScreen,
  args: { path: '/one-time-passcode/authentications', as: 'owner' },
} satisfies Meta<AppScreenArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's list under the app's tabs: the first page of 25 and the count, with the app's Attempts and SMS. */
export const Owner: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Authentications' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Attempts' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'SMS' })).toBeVisible();
    await expect(canvas.getByText(seededCountLine('one-time-passcode', 'authentications'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  },
};

/** A supervisor reads the list and may export; no Configuration tab. */
export const Supervisor: Story = {
  args: { path: '/passkeys/activity', as: 'supervisor' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Activity' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Type' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    const tabs = canvas.getByRole('navigation', { name: 'Passkeys' });
    await expect(within(tabs).queryByRole('link', { name: 'Configuration' })).toBeNull();
  },
};

/** `?session=` (where customer search leads) opens that session's drawer over the list. */
export const DrawerFromAddress: Story = {
  args: {
    path: `/one-time-passcode/authentications?session=${seededSession('one-time-passcode', 'failure', 'max_attempts').id}`,
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
  args: {
    path: `/one-time-passcode/authentications?cursors=${encodeURIComponent(
      JSON.stringify([seededPage('one-time-passcode', {}).lastKey]),
    )}`,
  },
  play: async ({ canvas }) => {
    const { count } = seededPage('one-time-passcode', {});
    await expect(await canvas.findByText(`50 of ${count} authentications`)).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Failed' }));
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByText(/of \d+ authentications$/)).toBeVisible();
    await expect(consoleLocation().search).toEqual({ status: ['failure'] });
  },
};

/** The page never answers: the title and 10 skeleton rows. */
export const Loading: Story = loadingStory(ops.listSessions, 'Loading authentications');

/** The page fails: "Couldn't load authentications." and Try again. */
export const LoadError: Story = loadErrorStory(ops.listSessions, "Couldn't load authentications.");

/** Try again loads the list once the server answers. */
export const LoadErrorTryAgain: Story = loadErrorTryAgainStory(
  ops.listSessions,
  "Couldn't load authentications.",
  () => within(document.body).findByText(seededCountLine('one-time-passcode', 'authentications'), {}),
);
