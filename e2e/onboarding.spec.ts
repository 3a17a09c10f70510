import { expect, signInLink, test } from './support/fixtures';

test('a newcomer answers the onboarding questionnaire and their chosen app starts its trial', async ({
  page,
}) => {
  await page.goto(signInLink('newcomer'));
  const dialog = page.getByRole('dialog', { name: 'Welcome! Tell us about your contact centre' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /Company name/ })).toHaveValue('Harbour Lane Care');
  await dialog.getByRole('combobox', { name: /Annual call volume/ }).selectOption('100k-500k');
  await dialog.getByRole('combobox', { name: /How do you authenticate callers today/ }).selectOption('kba');
  // Ark's checkbox draws its control over the native input: the user clicks the label.
  await dialog.locator('label').filter({ hasText: 'Payments' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Payments' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Get started' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Amara' })).toBeVisible();
  const payments = page
    .getByRole('list', { name: 'Apps' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Payments' }) });
  await expect(payments.getByRole('link', { name: /^Launch app/ })).toBeVisible();
  // Kept by the server: a reload shows home, not the questionnaire again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Amara' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(payments.getByRole('link', { name: /^Launch app/ })).toBeVisible();
});
