import type { CrashReport, SupportTicket } from '@console/api-client';
import { mockStore, ops, scenario } from '@console/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConsoleScreen, consoleScreenParameters } from '../support/console-screen';

const meta = {
  title: 'Console/Watch Tower/Errors and Tickets',
  parameters: consoleScreenParameters,
  args: { path: '/watch-tower/errors' },
  render: ({ path }) => <ConsoleScreen path={path} as="operator" />,
} satisfies Meta<{ path: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (minutesAgo: number) => new Date(mockStore.now.getTime() - minutesAgo * 60_000).toISOString();

function seedReports(count: number) {
  mockStore.crashReports = Array.from({ length: count }, (_, index): CrashReport => ({
    id: `err_story${String(index).padStart(3, '0')}`,
    message: index === 0 ? "Cannot read properties of undefined (reading 'status')" : `Crash ${index}`,
    stack: null,
    url: `http://localhost:3000/settings/${index % 2 ? 'branding' : 'billing'}`,
    userAgent: 'Mozilla/5.0',
    release: null,
    occurredAt: at(index * 7 + 1),
    receivedAt: at(index * 7 + 1),
    account: index % 3 === 2 ? null : { id: 'acc_demo0001', name: 'Northwind Contact' },
    admin: index % 3 === 2 ? null : { id: 'adm_demo0002', email: 'marcus.reed@northwind-contact.com' },
  }));
}

function seedTickets() {
  const admin = {
    id: 'adm_demo0003',
    firstName: 'Priya',
    lastName: 'Shah',
    email: 'priya.shah@northwind-contact.com',
  };
  const account = { id: 'acc_demo0001', name: 'Northwind Contact' };
  mockStore.supportTickets = [
    {
      id: 'tkt_2',
      number: 1002,
      subject: 'Live chat',
      description: 'Is the SMS provider down?',
      priority: 'medium',
      channel: 'chat',
      createdAt: at(5),
      account,
      admin,
    },
    {
      id: 'tkt_1',
      number: 1001,
      subject: 'Webhooks are late',
      description: 'Since this morning, by about ten minutes.',
      priority: 'high',
      channel: 'ticket',
      createdAt: at(90),
      account,
      admin,
    },
  ] satisfies SupportTicket[];
}

/** Crash reports, newest first, a page at a time: time, account (or signed out), message and page. */
export const Errors: Story = {
  beforeEach() {
    seedReports(30);
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Errors' });
    await expect(
      await within(table).findByRole('cell', {
        name: "Cannot read properties of undefined (reading 'status')",
      }),
    ).toBeVisible();
    await expect(within(table).getAllByText('Signed out').length).toBeGreaterThan(0);
    await expect(canvas.getByText('25 of 30 errors')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Errors' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Nothing reported yet. */
export const ErrorsEmpty: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No errors reported. Crashes of the console will be listed here.'),
    ).toBeVisible();
  },
};

/** The first page is loading: skeleton rows. */
export const ErrorsLoading: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.listCrashReports).never());
  },
  play: async ({ canvasElement, canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Errors' });
    await expect(canvasElement.querySelectorAll('[data-skeleton-row]').length).toBeGreaterThan(0);
  },
};

/** The list failed to load: why, with Retry. */
export const ErrorsLoadError: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.listCrashReports).serverError());
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {});
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Support tickets and Live Chat conversations, newest first, Critical in red. */
export const Tickets: Story = {
  args: { path: '/watch-tower/support-tickets' },
  beforeEach() {
    seedTickets();
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Support Tickets' });
    await expect(await within(table).findByRole('cell', { name: '#1001' })).toBeVisible();
    await expect(within(table).getByText('Critical')).toBeVisible();
    await expect(within(table).getByText('Live Chat')).toBeVisible();
    await expect(canvas.getByText('2 of 2 tickets')).toBeVisible();
  },
};

/** No tickets yet. */
export const TicketsEmpty: Story = {
  args: { path: '/watch-tower/support-tickets' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No tickets yet. Tickets and Live Chat conversations will be listed here.'),
    ).toBeVisible();
  },
};

/** The first page is loading: skeleton rows. */
export const TicketsLoading: Story = {
  args: { path: '/watch-tower/support-tickets' },
  beforeEach({ msw }) {
    msw.use(scenario(ops.listSupportTickets).never());
  },
  play: async ({ canvasElement, canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Support Tickets' });
    await expect(canvasElement.querySelectorAll('[data-skeleton-row]').length).toBeGreaterThan(0);
  },
};

/** The list failed to load: why, with Retry. */
export const TicketsLoadError: Story = {
  args: { path: '/watch-tower/support-tickets' },
  beforeEach({ msw }) {
    msw.use(scenario(ops.listSupportTickets).serverError());
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {});
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
