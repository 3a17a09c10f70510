import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within, type MockInstance } from 'storybook/test';
import { ConsoleScreen, consoleScreenParameters } from '../support/console-screen';

const THANKS = 'Thank you! Our sales team will reach out to you soon.';

let info: MockInstance<typeof console.info>;

const meta = {
  title: 'Console/Pages/Sales',
  parameters: consoleScreenParameters,
  render: () => <ConsoleScreen path="/sales" as="admin" />,
  beforeEach() {
    info = spyOn(console, 'info').mockImplementation(() => undefined);
    return () => info.mockRestore();
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const findForm = async (canvas: Canvas) => within(await canvas.findByRole('form', { name: 'Sales request' }));

/** "Request Sales to Reach Out": the interests, an optional phone, additional information and contact methods. */
export const Form: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Request Sales to Reach Out' }),
    ).toBeVisible();
    const form = await findForm(canvas);
    const interest = form.getByRole('combobox', { name: /What are you interested in/ });
    await expect(
      within(interest)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose an option',
      'Product Information',
      'Pricing',
      'Request a Demo',
      'Partnership Opportunities',
      'Other',
    ]);
    await expect(form.getByRole('textbox', { name: 'Phone (optional)' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Additional information' })).toBeVisible();
    const methods = within(form.getByRole('group', { name: /How should we contact you/ }));
    await expect(methods.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Email',
      'Phone',
    ]);
  },
};

/** Submitting only logs the request (nothing is sent) and thanks the user; the phone left empty logs null. */
export const Submit: Story = {
  play: async ({ canvas }) => {
    const form = await findForm(canvas);
    await userEvent.selectOptions(
      form.getByRole('combobox', { name: /What are you interested in/ }),
      'Pricing',
    );
    await userEvent.type(form.getByRole('textbox', { name: 'Additional information' }), 'About 200 agents.');
    await userEvent.click(form.getByRole('checkbox', { name: 'Email' }));
    await userEvent.click(form.getByRole('button', { name: 'Request Contact' }));
    await expect(await canvas.findByText(THANKS)).toHaveAttribute('role', 'status');
    await expect(info).toHaveBeenCalledWith('Sales request', {
      interest: 'Pricing',
      phone: null,
      details: 'About 200 agents.',
      contactMethods: ['Email'],
    });
  },
};

/** Interest and contact method are marked required but not enforced: an empty request is accepted too. */
export const SubmitEmpty: Story = {
  play: async ({ canvas }) => {
    const form = await findForm(canvas);
    await userEvent.click(form.getByRole('button', { name: 'Request Contact' }));
    await expect(await canvas.findByText(THANKS)).toHaveAttribute('role', 'status');
    await expect(info).toHaveBeenCalledWith('Sales request', {
      interest: '',
      phone: null,
      details: '',
      contactMethods: [],
    });
  },
};
