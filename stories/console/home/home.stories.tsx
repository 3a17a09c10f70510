import { APP_IDS } from '@console/api-client';
import { DEMO_ADMIN_IDS, mockStore } from '@console/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen, consoleScreenParameters, type Persona } from '../support/console-screen';

interface Args {
  path: string;
  as: Persona;
}

const meta = {
  title: 'Console/Home/Home',
  parameters: consoleScreenParameters,
  args: { path: '/', as: 'owner' },
  render: ({ path, as }) => <ConsoleScreen path={path} as={as} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const cards = async (canvas: Canvas) =>
  within(await canvas.findByRole('list', { name: 'Apps' })).getAllByRole('listitem');
const card = async (canvas: Canvas, title: string) =>
  within(await canvas.findByRole('list', { name: 'Apps' }))
    .getByRole('heading', { name: title })
    .closest('article') as HTMLElement;

/** The demo account: the five released apps; Payments is inactive, so it offers a free trial. */
export const Apps: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome, Olivia' })).toBeVisible();
    await expect(await cards(canvas)).toHaveLength(5);
    await expect(canvas.getAllByRole('link', { name: /^Launch app/ })).toHaveLength(4);
    await expect(
      within(await card(canvas, 'Payments')).getByRole('button', { name: 'Start Free Trial' }),
    ).toBeVisible();
  },
};

/** A new account: every app inactive, each with "Start Free Trial". */
export const InactiveApps: Story = {
  beforeEach() {
    for (const app of APP_IDS) mockStore.billing[app].status = 'inactive';
  },
  play: async ({ canvas }) => {
    await expect(await cards(canvas)).toHaveLength(5);
    await expect(canvas.getAllByRole('button', { name: 'Start Free Trial' })).toHaveLength(5);
    await expect(canvas.queryByRole('link', { name: /^Launch app/ })).toBeNull();
  },
};

/** Staff of the provider's own domain also see the two unreleased apps. */
export const Staff: Story = {
  beforeEach() {
    const owner = mockStore.admins.find((admin) => admin.id === DEMO_ADMIN_IDS.owner);
    if (owner) owner.email = 'olivia.bennett@console.example';
  },
  play: async ({ canvas }) => {
    await expect(await cards(canvas)).toHaveLength(7);
    await expect(await card(canvas, 'Identity Verification')).toBeVisible();
    await expect(await card(canvas, 'Gateway Payments')).toBeVisible();
  },
};

/** Start Free Trial: the activation call, the billing replaced, and into the app's dashboard. */
export const StartFreeTrial: Story = {
  play: async ({ canvas }) => {
    const payments = await card(canvas, 'Payments');
    await userEvent.click(within(payments).getByRole('button', { name: 'Start Free Trial' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('Free Trial')).toBeVisible());
    const tabs = await canvas.findByRole('navigation', { name: 'Payments' });
    await expect(within(tabs).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(mockStore.billing.payments.status).toBe('free-trial');
  },
};
