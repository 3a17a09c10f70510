import { PAYMENTS_GENERAL_DEFAULTS } from '@console/api-client';
import { ops, scenario } from '@console/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { noScreenshot } from '../../support/screenshot';
import { page, settled } from '../support/settled';
import { appScreen, type AppScreenArgs } from './support/app-screen';

/** Payments' own fields of Settings › General (apps.md §3.5): custom amount, default currency, statement descriptor. */
const meta = {
  title: 'Console/App/Payments General',
  ...appScreen,
  args: { path: '/payments/settings/general', as: 'owner' },
} satisfies Meta<AppScreenArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const ready = () => page().findByRole('button', { name: 'Save Changes' });
const allowCustomAmount = () =>
  page().getByRole('checkbox', { name: 'Allow agents to enter a custom amount' });
const minimum = () => page().getByRole('textbox', { name: /^Minimum amount/ });
const maximum = () => page().getByRole('textbox', { name: /^Maximum amount/ });
const currency = () => page().getByRole('combobox', { name: 'Default currency' });
const descriptor = () => page().getByRole('textbox', { name: 'Statement descriptor' });
const saveButton = () => page().getByRole('button', { name: 'Save Changes' });

/** Before any save: custom amounts on, $1.00 to $5,000.00, in USD, no descriptor of the company's own. */
export const Defaults: Story = {
  async play() {
    await ready();
    await expect(allowCustomAmount()).toBeChecked();
    await expect(minimum()).toHaveValue('1.00');
    await expect(maximum()).toHaveValue('5000.00');
    await expect(currency()).toHaveValue('USD');
    await expect(descriptor()).toHaveValue('');
    await expect(page().getByText(/\(0 of 22 characters\)/)).toBeVisible();
  },
};

/** Custom amounts turned off: the range stays as saved, greyed, for when they are turned on again. */
export const CustomAmountsOff: Story = {
  beforeEach({ msw }) {
    msw.use(
      scenario(ops.getGeneralSettings).reply({
        displayName: 'Northwind Contact',
        linkExpiryMinutes: 15,
        language: 'en',
        redirectUrl: '',
        completionMessage: '',
        ...PAYMENTS_GENERAL_DEFAULTS,
        allowCustomAmount: false,
        defaultCurrency: 'GBP',
        statementDescriptor: 'NORTHWIND SUPPORT',
      }),
    );
  },
  async play() {
    await ready();
    await expect(allowCustomAmount()).not.toBeChecked();
    await expect(minimum()).toBeDisabled();
    await expect(maximum()).toBeDisabled();
    await expect(page().getByRole('textbox', { name: 'Minimum amount (GBP)' })).toHaveValue('1.00');
    await expect(descriptor()).toHaveValue('NORTHWIND SUPPORT');
  },
};

/** The amounts and the descriptor checked before anything is sent: each message under its field, what was typed kept. */
export const ValidationErrors: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.saveGeneralSettings).serverError());
  },
  async play() {
    await ready();
    const save = saveButton();
    await userEvent.clear(minimum());
    await userEvent.clear(maximum());
    await userEvent.type(maximum(), '1.999');
    await userEvent.type(descriptor(), 'NORTHWIND CONTACT CENTRE');
    await userEvent.click(save);
    await expect(await page().findByText('Enter a minimum greater than 0')).toBeVisible();
    await expect(page().getByText('Enter an amount with the currency’s decimals, e.g. 19.99')).toBeVisible();
    await expect(page().getByText('Statement descriptor must be 22 characters or fewer')).toBeVisible();
    await expect(maximum()).toHaveValue('1.999');
    await expect(descriptor()).toHaveAttribute('aria-invalid', 'true');
    await expect(page().queryByRole('status', { name: 'Failed to save settings' })).toBeNull();
    await settled(save);
  },
};

/** A maximum below the minimum: the rule across the two fields, under the maximum. */
export const RangeReversed: Story = {
  ...noScreenshot('a message under a field, as Validation Errors shows'),
  async play() {
    await ready();
    const save = saveButton();
    await userEvent.clear(minimum());
    await userEvent.type(minimum(), '50');
    await userEvent.clear(maximum());
    await userEvent.type(maximum(), '20');
    await userEvent.click(save);
    await expect(await page().findByText('Maximum must be at least the minimum')).toBeVisible();
    await expect(minimum()).not.toHaveAttribute('aria-invalid', 'true');
    await settled(save);
  },
};

/** Custom amounts off, euros, a descriptor: saved, "Settings have been saved", and the page keeps them. */
export const Save: Story = {
  ...noScreenshot('ends as Custom Amounts Off, with a toast'),
  async play() {
    await ready();
    const save = saveButton();
    await userEvent.click(allowCustomAmount());
    await expect(minimum()).toBeDisabled();
    await userEvent.selectOptions(currency(), 'EUR');
    await expect(page().getByRole('textbox', { name: 'Minimum amount (EUR)' })).toBeVisible();
    await userEvent.type(descriptor(), 'NORTHWIND');
    await expect(page().getByText(/\(9 of 22 characters\)/)).toBeVisible();
    await userEvent.click(save);
    await expect(await page().findByText('Settings have been saved')).toBeInTheDocument();
    await expect(allowCustomAmount()).not.toBeChecked();
    await expect(currency()).toHaveValue('EUR');
    await settled(save);
  },
};
