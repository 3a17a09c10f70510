import { sessionKeys, type Bootstrap } from '@console/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import { expect, userEvent, within } from 'storybook/test';
import { ConsoleScreen, consoleScreenParameters } from '../support/console-screen';

const meta = {
  title: 'Console/Pages/Crash Screen',
  parameters: consoleScreenParameters,
  render: () => <ConsoleScreen path="/" as="owner" />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A rendering bug reaches the root error boundary: the cached bootstrap loses its billing (as a bad deploy of the
 * server could make it), the home page throws while rendering, and the console shows the crash screen of spec 000
 * §8. Report Error, without a Sentry DSN (as in stories), says nothing was sent.
 */
export const CrashScreen: Story = {
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome, Olivia' })).toBeVisible();
    const queryClient = loaded.queryClient as QueryClient;
    queryClient.setQueryData<Bootstrap>(sessionKeys.bootstrap(), (user) =>
      user ? { ...user, billing: {} as Bootstrap['billing'] } : user,
    );
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

    await userEvent.click(canvas.getByRole('button', { name: 'Report Error' }));
    await expect(within(document.body).getByRole('status')).toHaveTextContent(
      'Error reporting is not set up for this console, so nothing was sent.',
    );
  },
};
