import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ConsoleScreen, consoleScreenParameters } from '../support/console-screen';
import { noScreenshot } from '../../support/screenshot';

const meta = {
  title: 'Console/Pages/Legal',
  parameters: consoleScreenParameters,
  render: () => <ConsoleScreen path="/legal/data-processing-addendum" as="owner" />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Data Processing Addendum: a document page without the console's shell, its seven sections in order. */
export const DataProcessingAddendum: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Data Processing Addendum' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('banner')).toBeNull();
    const sections = canvas.getAllByRole('heading', { level: 2 });
    await expect(sections).toHaveLength(7);
    await expect(sections[0]).toHaveTextContent('1. Definitions');
  },
};

/** Signed out (from /sign-up's link): the same document, readable before anyone has an account. */
export const DataProcessingAddendumSignedOut: Story = {
  render: () => <ConsoleScreen path="/legal/data-processing-addendum" as="signed-out" />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Data Processing Addendum' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(7);
    await expect(
      canvas.getByText(/The Customer is the Controller and the Provider is the Processor/),
    ).toBeVisible();
  },
};

/** "Back to Console" returns to home. */
export const BackToConsole: Story = {
  ...noScreenshot('ends back on home, as the home stories show it'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Back to Console' }));
    // Home is a chunk of its own: its first load may take a moment.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome, Olivia' })).toBeVisible();
  },
};
