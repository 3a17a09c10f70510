import type { Meta, StoryObj } from '@storybook/react-vite';
import { onlineManager } from '@tanstack/react-query';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ConsoleScreen, consoleScreenParameters } from '../support/console-screen';
import { noScreenshot } from '../../support/screenshot';

const OFFLINE_TEXT = "You're offline. Changes will be sent when you're back online.";

const meta = {
  title: 'Console/Shell/Offline',
  parameters: consoleScreenParameters,
  render: () => <ConsoleScreen path="/settings/admin-management" as="owner" />,
  // The online state is module-wide: every story leaves it online.
  beforeEach: () => () => onlineManager.setOnline(true),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The connection drops: the notice says so, and a page opened meanwhile waits; when the connection returns, the
 * notice goes and the paused calls run.
 */
export const Offline: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Admin Management' });
    // Every route titles the document: page, section, product.
    await waitFor(() => expect(document.title).toBe('Admin Management · Settings · Console'));
    await expect(canvas.queryByText(OFFLINE_TEXT)).toBeNull();
    onlineManager.setOnline(false);
    await expect(await canvas.findByText(OFFLINE_TEXT)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Audit log' }));
    // Paused, not failed: the log waits (its skeleton), with no error panel while offline.
    await canvas.findByRole('heading', { level: 1, name: 'Audit log' });
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await expect(canvas.queryByText(/^\d+ of \d+ events$/)).toBeNull();
  },
};

/** Back online: the notice goes and the page that waited loads. */
export const BackOnline: Story = {
  ...noScreenshot('ends online, as any signed-in page'),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Admin Management' });
    onlineManager.setOnline(false);
    await canvas.findByText(OFFLINE_TEXT);
    await userEvent.click(canvas.getByRole('link', { name: 'Audit log' }));
    onlineManager.setOnline(true);
    await waitFor(() => expect(canvas.queryByText(OFFLINE_TEXT)).toBeNull());
    await expect(await canvas.findByText('25 of 200 events', {})).toBeVisible();
  },
};
