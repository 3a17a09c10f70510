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

/** No chat service is named by the spec: Live Chat says so plainly and points to a ticket. */
export const LiveChatNotAvailable: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Start Live Chat' }));
    await expect(
      canvas.getByText('Live chat is not available yet. Please create a ticket instead.'),
    ).toBeVisible();
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

/** Submitting: the spec gives the ticket no submit behaviour, so the page says nothing was sent and keeps the text. */
export const TicketSubmit: Story = {
  args: { path: '/support/ticket' },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'Support ticket' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Subject' }), 'Webhooks are late');
    await userEvent.type(form.getByRole('textbox', { name: 'Description' }), 'Since this morning.');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Priority' }), 'high');
    await userEvent.click(form.getByRole('button', { name: 'Submit Ticket' }));
    await expect(form.getByRole('status')).toHaveTextContent(
      'Sending tickets is not available yet, so this ticket was not sent. Your text is kept.',
    );
    await expect(form.getByRole('textbox', { name: 'Subject' })).toHaveValue('Webhooks are late');
    await expect(form.getByRole('combobox', { name: 'Priority' })).toHaveValue('high');
  },
};
