import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { noScreenshot } from '../../support/screenshot';
import { ConsoleScreen, consoleScreenParameters } from '../support/console-screen';

const meta = {
  title: 'Console/Pages/Resources',
  parameters: consoleScreenParameters,
  render: () => <ConsoleScreen path="/resources" as="admin" />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const VIDEOS = ['Passkey Authentication', 'One-Time Passcodes', 'Credit Card Payments', 'Secure Data Entry'];

/** "Sales Collateral & Resources": the Whitepapers (4) and Compliance (5) cards, and four demo videos. */
export const Resources: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sales Collateral & Resources' }),
    ).toBeVisible();
    const listUnder = (title: string) =>
      within(canvas.getByRole('heading', { level: 2, name: title }).closest('section') ?? document.body);
    await expect(listUnder('Whitepapers').getAllByRole('listitem')).toHaveLength(4);
    await expect(listUnder('Compliance').getAllByRole('listitem')).toHaveLength(5);
    for (const title of VIDEOS) {
      await expect(canvas.getByRole('heading', { level: 3, name: title })).toBeVisible();
      // The player (and the video's download) waits for this button.
      await expect(canvas.getByRole('button', { name: `Play ${title} demo video` })).toBeVisible();
    }
    await expect(canvas.getAllByRole('button', { name: 'Copy link to video' })).toHaveLength(4);
  },
};

/** "Copy link to video": the button confirms "Copied", then offers the copy again (its 950 ms: CopyButton's test). */
export const CopyLinkToVideo: Story = {
  ...noScreenshot('ends as Resources, the confirmation gone'),
  play: async ({ canvas }) => {
    const [button] = await canvas.findAllByRole('button', { name: 'Copy link to video' });
    if (!button) throw new Error('no video card');
    await userEvent.click(button);
    await expect(button).toHaveAccessibleName('Copied');
    await waitFor(() => expect(button).toHaveAccessibleName('Copy link to video'));
  },
};
