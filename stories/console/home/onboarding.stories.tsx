import { mockStore, ops, scenario } from '@console/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen, consoleScreenParameters } from '../support/console-screen';
import { findDialog } from '../support/settled';

const meta = {
  title: 'Console/Home/Onboarding',
  parameters: consoleScreenParameters,
  beforeEach() {
    mockStore.account.hasOnboarded = false;
    forgetOnboardedFlags();
    return forgetOnboardedFlags;
  },
  render: () => <ConsoleScreen path="/" as="owner" />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** The browser's memory of a questionnaire answered while saving failed, for the signed-in owner. */
const ownerFlag = () => {
  const owner = mockStore.admins.find((admin) => admin.role === 'owner');
  return `onboarded:${mockStore.account.id}:${owner?.id ?? ''}`;
};

/** Every story starts, and ends, with a browser that remembers no questionnaire. */
function forgetOnboardedFlags() {
  Object.keys(localStorage)
    .filter((key) => key.startsWith('onboarded:'))
    .forEach((key) => localStorage.removeItem(key));
}
const findQuestionnaire = () => findDialog('Welcome! Tell us about your contact centre');

async function fillIn(dialog: HTMLElement) {
  const form = within(dialog);
  await userEvent.clear(form.getByRole('textbox', { name: /Company name/ }));
  await userEvent.type(form.getByRole('textbox', { name: /Company name/ }), 'Northwind Contact');
  await userEvent.selectOptions(form.getByRole('combobox', { name: /Annual call volume/ }), '100k-500k');
  await userEvent.selectOptions(
    form.getByRole('combobox', { name: /How do you authenticate callers today/ }),
    'kba',
  );
  await userEvent.click(form.getByRole('checkbox', { name: 'Payments' }));
}

/** A first sign-in: the questionnaire, which cannot be dismissed (no close button, Escape does nothing). */
export const Questionnaire: Story = {
  play: async () => {
    const dialog = await findQuestionnaire();
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await expect(within(dialog).getByRole('textbox', { name: /Company name/ })).toHaveValue(
      'Northwind Contact',
    );
    await expect(within(dialog).getAllByRole('checkbox')).toHaveLength(5);
    await userEvent.keyboard('{Escape}');
    await expect(await findQuestionnaire()).toBeVisible();
  },
};

/** Submitting with answers missing: each required field says so, the first takes the focus, nothing is sent. */
export const Incomplete: Story = {
  play: async () => {
    const dialog = await findQuestionnaire();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Company name/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get started' }));
    await expect(await within(dialog).findByText('Company name is required')).toBeVisible();
    await expect(within(dialog).getByText('Annual call volume is required')).toBeVisible();
    await expect(within(dialog).getByText('Authentication method is required')).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: /Company name/ })).toHaveFocus();
    await expect(mockStore.questionnaire).toBeNull();
  },
};

/**
 * Submitting: PUT /accounts/questionnaire and the chosen app's free trial; then the dialog closes (after at least
 * 1.5 s: use-submit-questionnaire's test), the user is onboarded and Payments is in its trial.
 */
export const Submit: Story = {
  play: async () => {
    const dialog = await findQuestionnaire();
    await fillIn(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get started' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(mockStore.questionnaire).toEqual({
      companyName: 'Northwind Contact',
      annualCallVolume: '100k-500k',
      currentAuthenticationMethod: 'kba',
      apps: ['payments'],
    });
    await expect(mockStore.billing.payments.status).toBe('free-trial');
    const payments = (await page.findByRole('heading', { name: 'Payments' })).closest(
      'article',
    ) as HTMLElement;
    await expect(within(payments).getByRole('link', { name: /^Launch app/ })).toBeVisible();
  },
};

/** Saving fails: a toast says so, and the user is onboarded all the same (the dialog closes). */
export const SaveFails: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.submitQuestionnaire).serverError());
  },
  play: async () => {
    const dialog = await findQuestionnaire();
    await fillIn(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get started' }));
    await expect(
      await page.findByRole('status', { name: 'Your answers could not be saved' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(mockStore.account.hasOnboarded).toBe(false);
    // Nothing saved, so no trial either.
    await expect(mockStore.billing.payments.status).toBe('inactive');
    // This browser remembers it for the user, so the next load does not ask again.
    await expect(localStorage.getItem(ownerFlag())).toBe('true');
  },
};

/** The next load after a failed save: the server still says not onboarded, but the questionnaire stays away. */
export const RememberedAfterFailedSave: Story = {
  beforeEach() {
    localStorage.setItem(ownerFlag(), 'true');
  },
  play: async () => {
    await expect(await page.findByRole('list', { name: 'Apps' })).toBeVisible();
    await expect(mockStore.account.hasOnboarded).toBe(false);
    await expect(page.queryByRole('dialog')).toBeNull();
  },
};
