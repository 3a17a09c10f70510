import { expect, test } from './support/fixtures';

test('an owner starts a free trial from home', async ({ page, signIn }) => {
  await signIn('owner');
  const apps = page.getByRole('list', { name: 'Apps' });
  const payments = apps
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Payments' }) });
  await payments.getByRole('button', { name: 'Start Free Trial' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  await expect(page.getByText('Free Trial').first()).toBeVisible();
  // Kept by the server: back home, Payments no longer offers a trial.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Olivia' })).toBeVisible();
  await expect(payments.getByRole('button', { name: 'Start Free Trial' })).toHaveCount(0);
});

test('global search opens with Ctrl+K and finds a customer', async ({ page, signIn }) => {
  await signIn('admin');
  await expect(page.getByRole('banner').getByRole('button', { name: /^Search/ })).toBeVisible();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Customer search' });
  await dialog.getByRole('combobox', { name: 'Customer ID' }).fill('CUST-10042');
  await expect(dialog.getByText(/^Showing \d+ of \d+ results$/)).toBeVisible();
  await expect(dialog.getByRole('grid', { name: 'Search results' })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Customer ID' }).fill('NOBODY-1');
  await expect(dialog.getByText('No results found for "NOBODY-1".')).toBeVisible();
});
