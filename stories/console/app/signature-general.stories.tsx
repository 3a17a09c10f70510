import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { noScreenshot } from '../../support/screenshot';
import { page, settled } from '../support/settled';
import { appScreen, type AppScreenArgs } from './support/app-screen';

/** Document signature's own fields of Settings › General (apps.md §3.3): the reminder SMS and the scroll rule. */
const meta = {
  title: 'Console/App/Signature General',
  ...appScreen,
  args: { path: '/document-signature/settings/general', as: 'admin' },
} satisfies Meta<AppScreenArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const ready = () => page().findByRole('button', { name: 'Save Changes' });
const reminder = () =>
  page().getByRole('checkbox', { name: 'Send a reminder SMS after 10 minutes unopened' });
const scrollToEnd = () =>
  page().getByRole('checkbox', { name: 'Customer must scroll to the end before signing' });

/** Before any save: both on, under the shared fields. */
export const Defaults: Story = {
  async play() {
    await ready();
    await expect(reminder()).toBeChecked();
    await expect(scrollToEnd()).toBeChecked();
    await expect(page().queryByRole('checkbox', { name: /custom amount/ })).toBeNull();
  },
};

/** The reminder turned off and saved: "Settings have been saved", and the switch stays off. */
export const ReminderOff: Story = {
  ...noScreenshot('ends as Defaults with one switch off and a toast'),
  async play() {
    await ready();
    const save = page().getByRole('button', { name: 'Save Changes' });
    await userEvent.click(reminder());
    await expect(reminder()).not.toBeChecked();
    await userEvent.click(save);
    await expect(await page().findByText('Settings have been saved')).toBeInTheDocument();
    await expect(reminder()).not.toBeChecked();
    await expect(scrollToEnd()).toBeChecked();
    await settled(save);
  },
};
