import { sessionKeys, type Bootstrap } from '@console/api-client';
import { mockStore, ops, scenario } from '@console/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen, consoleScreenParameters } from '../support/console-screen';

const meta = {
  title: 'Console/Pages/Crash Screen',
  parameters: consoleScreenParameters,
  render: () => <ConsoleScreen path="/" as="owner" />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A rendering bug: the cached bootstrap loses its billing (as a bad deploy of the server could make it). */
function crashHome(queryClient: QueryClient) {
  queryClient.setQueryData<Bootstrap>(sessionKeys.bootstrap(), (user) =>
    user ? { ...user, billing: {} as Bootstrap['billing'] } : user,
  );
}

/**
 * A rendering bug reaches the root error boundary: the home page throws while rendering, and the console shows the
 * crash screen of spec 000 §8. The crash is reported at once (without a Sentry DSN, as in stories, to the server:
 * here the mocks' store); Report Error then thanks the user without sending it twice.
 */
export const CrashScreen: Story = {
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome, Olivia' })).toBeVisible();
    crashHome(loaded.queryClient as QueryClient);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('We apologize for the inconvenience. Our team has been notified.'),
    ).toBeVisible();
    await expect(canvas.getByText(/^Time of error:/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload Page' })).toBeVisible();

    const details = canvas.getByRole('button', { name: 'Error Details' });
    await userEvent.click(details);
    await expect(canvas.getByRole('region', { name: 'Error Details' })).toHaveTextContent(/TypeError/);
    // Closed again: the stack names build files, which the screenshot must not depend on.
    await userEvent.click(details);

    await waitFor(() => expect(mockStore.crashReports).toHaveLength(1));
    await expect(mockStore.crashReports[0]).toMatchObject({
      message: expect.stringMatching(/undefined|properties/) as string,
      account: { name: 'Northwind Contact' },
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Report Error' }));
    // The thanks render after the click's state update: wait for them (a loaded machine paints later).
    await expect(await within(document.body).findByRole('status', {})).toHaveTextContent(
      'Thank you. The error has been reported to our team.',
    );
    await expect(mockStore.crashReports).toHaveLength(1);
  },
};

/** The report could not be sent (the server failed): the notice says so, and Report Error tries again. */
export const ReportFailed: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.reportError).serverError());
  },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome, Olivia' })).toBeVisible();
    crashHome(loaded.queryClient as QueryClient);
    // The status region is there (empty) while the automatic report is under way: wait for its words.
    await expect(
      await within(document.body).findByText('The report could not be sent. Please try again.', {}),
    ).toBeVisible();
    await expect(within(document.body).getByRole('status')).toHaveTextContent(
      'The report could not be sent. Please try again.',
    );
    await expect(mockStore.crashReports).toHaveLength(0);
  },
};
