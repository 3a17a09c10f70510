import { DEMO_ACCOUNT_ID, mockStore, ops, scenario } from '@console/api-client/mocks';
import { developerKeys } from '@console/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConsoleScreen, consoleScreenParameters } from '../support/console-screen';
import { findPending } from '../support/find-pending';
import { noScreenshot } from '../../support/screenshot';

/** Headless Chromium may refuse clipboard access: the stories write to a stub. */
const writeText = fn(() => Promise.resolve());

const meta = {
  title: 'Console/Settings/Developers',
  parameters: consoleScreenParameters,
  render: () => <ConsoleScreen path="/settings/developers" as="owner" />,
  beforeEach: () => {
    writeText.mockClear();
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    };
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const heading = { level: 1, name: 'Developers' } as const;
const developer = () => mockStore.integrations.developer;
/** What a definition list shows for a credential. */
const shown = (label: string) => {
  const term = page().getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

/** The widget key in full, the secret key masked after its first underscore, 32 asterisks, the account ID. */
export const OwnerView: Story = {
  async play() {
    const body = page();
    await body.findByRole('heading', heading);
    const { widgetKey, secretKey, webhookSecret } = developer();
    const prefix = secretKey.slice(0, secretKey.indexOf('_') + 1);
    await expect(shown('Widget key')).toBe(widgetKey);
    await expect(shown('Secret key')).toBe(prefix + '*'.repeat(secretKey.length - prefix.length));
    await expect(shown('Webhook secret')).toBe('********************************');
    await expect(shown('Account ID')).toBe(DEMO_ACCOUNT_ID);
    await expect(document.body.textContent).not.toContain(secretKey);
    await expect(document.body.textContent).not.toContain(webhookSecret);
    for (const name of ['Copy widget key', 'Copy secret key', 'Copy webhook secret', 'Copy account ID']) {
      await expect(body.getByRole('button', { name })).toBeVisible();
    }
  },
};

/** An administrator sees the same page. */
export const AdminView: Story = {
  render: () => <ConsoleScreen path="/settings/developers" as="admin" />,
  async play() {
    await page().findByRole('heading', heading);
    await expect(shown('Account ID')).toBe(DEMO_ACCOUNT_ID);
  },
};

/** A supervisor may not open settings: they land on '/'. */
export const SupervisorRedirected: Story = {
  render: () => <ConsoleScreen path="/settings/developers" as="supervisor" />,
  async play() {
    await page().findByRole('heading', { level: 1, name: /^Welcome, / });
    await expect(page().queryByRole('heading', heading)).toBeNull();
  },
};

/** The credentials are loading: the shell with the page's skeleton. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.getDeveloperAccount).never());
  },
  async play({ loaded }) {
    await expect(
      await findPending(
        loaded.queryClient as QueryClient,
        developerKeys.account(DEMO_ACCOUNT_ID),
        'Loading the developer credentials',
      ),
    ).toBeVisible();
    await expect(page().queryByRole('heading', heading)).toBeNull();
  },
};

/** The credentials could not be loaded; Try again loads them once the server answers. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.getDeveloperAccount).serverError());
  },
  async play({ msw }) {
    const body = page();
    await body.findByRole('heading', { name: 'The developer credentials could not be loaded' });
    await expect(body.getByText('An unknown error occurred')).toBeVisible();
    msw.resetHandlers();
    await userEvent.click(body.getByRole('button', { name: 'Try again' }));
    await expect(await body.findByRole('heading', heading)).toBeVisible();
  },
};

/** Reveal shows the secret key; Hide masks it again; revealed once more, as the screenshot shows it. */
export const RevealSecretKey: Story = {
  async play() {
    const body = page();
    await body.findByRole('heading', heading);
    const { secretKey } = developer();
    const reveal = body.getByRole('button', { name: 'Reveal secret key' });
    await expect(reveal).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(reveal);
    await expect(shown('Secret key')).toBe(secretKey);
    const hide = body.getByRole('button', { name: 'Hide secret key' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hide);
    await expect(shown('Secret key')).not.toBe(secretKey);
    await expect(shown('Secret key')).toMatch(/^[^_]*_\*+$/);
    await userEvent.click(body.getByRole('button', { name: 'Reveal secret key' }));
    await expect(shown('Secret key')).toBe(secretKey);
    // The webhook secret is never revealed.
    await expect(shown('Webhook secret')).toBe('*'.repeat(32));
  },
};

/** Each copy button copies the real value, the masked ones too, and confirms with "Copied". */
export const CopyCredentials: Story = {
  ...noScreenshot('ends as Owner View'),
  async play() {
    const body = page();
    await body.findByRole('heading', heading);
    const { widgetKey, secretKey, webhookSecret } = developer();
    const copies: [string, string][] = [
      ['Copy widget key', widgetKey],
      ['Copy secret key', secretKey],
      ['Copy webhook secret', webhookSecret],
      ['Copy account ID', DEMO_ACCOUNT_ID],
    ];
    for (const [name, value] of copies) {
      await userEvent.click(body.getByRole('button', { name }));
      await expect(writeText).toHaveBeenLastCalledWith(value);
    }
    await expect(writeText).toHaveBeenCalledTimes(4);
    await expect(body.getAllByRole('button', { name: 'Copied' }).length).toBeGreaterThan(0);
  },
};
