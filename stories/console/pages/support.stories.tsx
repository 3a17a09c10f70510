import { mockStore, ops, scenario } from '@console/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ConsoleScreen, consoleScreenParameters } from '../support/console-screen';

const meta = {
  title: 'Console/Pages/Support',
  parameters: consoleScreenParameters,
  args: { path: '/support' },
  render: ({ path }) => <ConsoleScreen path={path} as="admin" />,
} satisfies Meta<{ path: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The support landing page: Live Chat and Create Ticket. */
export const Landing: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start Live Chat' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create Ticket' })).toHaveAttribute(
      'href',
      '/support/ticket',
    );
  },
};

/** Live Chat opens a conversation: the message goes to the support team's ticket store, with its number. */
export const LiveChat: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Start Live Chat' }));
    const chat = within(await canvas.findByRole('form', { name: 'Live chat' }));
    await userEvent.click(chat.getByRole('button', { name: 'Send' }));
    await expect(await chat.findByText('Please describe the problem')).toBeVisible();
    await userEvent.type(chat.getByRole('textbox', { name: 'Message' }), 'Is the SMS provider down?');
    await userEvent.click(chat.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Conversation #1001 started. Our support team has your message. We e-mailed you a confirmation with its number.',
    );
    await expect(canvas.getByText('Is the SMS provider down?')).toBeVisible();
    await expect(mockStore.supportTickets[0]).toMatchObject({
      channel: 'chat',
      description: 'Is the SMS provider down?',
    });
  },
};

/** Create Ticket opens the ticket form at /support/ticket. */
export const CreateTicket: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Create Ticket' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Create Ticket' })).toBeVisible();
  },
};

/** The ticket form: subject, description and the priorities low, medium and high (labelled Critical). */
export const TicketForm: Story = {
  args: { path: '/support/ticket' },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'Support ticket' }));
    await expect(form.getByRole('textbox', { name: 'Subject' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Description' })).toBeVisible();
    const priority = form.getByRole('combobox', { name: 'Priority' });
    await expect(priority).toHaveValue('medium');
    await expect(
      within(priority)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['low', 'Low'],
      ['medium', 'Medium'],
      ['high', 'Critical'],
    ]);
  },
};

const fillTicket = async (formElement: HTMLElement) => {
  const form = within(formElement);
  await userEvent.type(form.getByRole('textbox', { name: 'Subject' }), 'Webhooks are late');
  await userEvent.type(form.getByRole('textbox', { name: 'Description' }), 'Since this morning.');
  await userEvent.selectOptions(form.getByRole('combobox', { name: 'Priority' }), 'high');
  await userEvent.click(form.getByRole('button', { name: 'Submit Ticket' }));
};

/** Submitting empty: each field says what it needs, and nothing is sent. */
export const TicketValidation: Story = {
  args: { path: '/support/ticket' },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'Support ticket' }));
    await userEvent.click(form.getByRole('button', { name: 'Submit Ticket' }));
    await expect(await form.findByText('Please enter a subject')).toBeVisible();
    await expect(form.getByText('Please describe the problem')).toBeVisible();
    await expect(mockStore.supportTickets).toHaveLength(0);
  },
};

/** Submitting: the ticket is stored for the support team; the page and an e-mail confirm it with its number. */
export const TicketSubmit: Story = {
  args: { path: '/support/ticket' },
  play: async ({ canvas }) => {
    await fillTicket(await canvas.findByRole('form', { name: 'Support ticket' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Ticket #1001 created');
    await expect(
      canvas.getByText(
        'Our support team has your ticket. We e-mailed you a confirmation with its number. Quote it if you contact us about it.',
      ),
    ).toBeVisible();
    await expect(mockStore.outbox.at(-1)).toMatchObject({ subject: 'Ticket #1001 created' });
    await expect(mockStore.supportTickets[0]).toMatchObject({
      number: 1001,
      subject: 'Webhooks are late',
      priority: 'high',
      channel: 'ticket',
    });
    await expect(canvas.getByRole('button', { name: 'Create another ticket' })).toBeVisible();
  },
};

/** The ticket is stored but its confirmation e-mail could not be sent: the page says so, and shows the number. */
export const TicketEmailFailed: Story = {
  args: { path: '/support/ticket' },
  beforeEach({ msw }) {
    msw.use(
      scenario(ops.createSupportTicket).reply({ id: 'tkt_m000001', number: 1001, emailStatus: 'failed' }),
    );
  },
  play: async ({ canvas }) => {
    await fillTicket(await canvas.findByRole('form', { name: 'Support ticket' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Ticket #1001 created');
    await expect(
      canvas.getByText(/Our support team has your ticket, but the confirmation e-mail could not be sent/),
    ).toBeVisible();
  },
};

/** The server fails: the page says the ticket was not sent and keeps everything typed. */
export const TicketFailure: Story = {
  args: { path: '/support/ticket' },
  beforeEach({ msw }) {
    msw.use(scenario(ops.createSupportTicket).serverError());
  },
  play: async ({ canvas }) => {
    const formElement = await canvas.findByRole('form', { name: 'Support ticket' });
    const form = within(formElement);
    await fillTicket(formElement);
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'The ticket could not be sent. Your text is kept; please try again.',
    );
    await expect(form.getByRole('textbox', { name: 'Subject' })).toHaveValue('Webhooks are late');
    await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue('Since this morning.');
    await expect(form.getByRole('combobox', { name: 'Priority' })).toHaveValue('high');
  },
};
