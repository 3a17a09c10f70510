import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  ConsoleScreen,
  consoleLocation,
  consoleScreenParameters,
  type Persona,
} from '../support/console-screen';
import { noScreenshot } from '../../support/screenshot';

interface Args {
  path: string;
  as: Persona;
}

const meta = {
  title: 'Console/Shell/Footer',
  parameters: consoleScreenParameters,
  args: { path: '/', as: 'owner' },
  render: ({ path, as }) => <ConsoleScreen path={path} as={as} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const findHelp = async (canvas: Canvas) => within(await canvas.findByRole('navigation', { name: 'Help' }));

/** Every role finds the help pages, a supervisor too (no header tools): Support, Sales, Resources, the DPA. */
export const HelpLinks: Story = {
  ...noScreenshot('ends as the footer'),
  args: { path: '/document-signature', as: 'supervisor' },
  play: async ({ canvas }) => {
    const help = await findHelp(canvas);
    await expect(help.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Support',
      'Sales',
      'Resources',
      'Data processing addendum',
    ]);
    await userEvent.click(help.getByRole('link', { name: 'Resources' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sales Collateral & Resources' }),
    ).toBeVisible();
    await expect(consoleLocation().pathname).toBe('/resources');
  },
};

/**
 * The theme switch: Dark and Light apply at once and are remembered in this browser; System forgets the choice and
 * follows the system again. The story gives the page back its theme and the browser its storage.
 */
export const ThemeSwitch: Story = {
  play: async ({ canvas }) => {
    const html = document.documentElement;
    const shown = html.dataset.theme;
    const themes = within(await canvas.findByRole('group', { name: 'Theme' }));
    try {
      await expect(themes.getByRole('button', { name: 'System theme' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await userEvent.click(themes.getByRole('button', { name: 'Dark theme' }));
      await expect(html.dataset.theme).toBe('dark');
      await expect(localStorage.getItem('theme')).toBe('dark');
      await expect(themes.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await userEvent.click(themes.getByRole('button', { name: 'Light theme' }));
      await expect(html.dataset.theme).toBe('light');
      await expect(localStorage.getItem('theme')).toBe('light');
      await userEvent.click(themes.getByRole('button', { name: 'System theme' }));
      await expect(localStorage.getItem('theme')).toBeNull();
      await expect(html.dataset.theme).toBe(
        matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
      );
    } finally {
      localStorage.removeItem('theme');
      if (shown) html.dataset.theme = shown;
    }
  },
};
