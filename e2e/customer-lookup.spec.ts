import type { Page } from 'playwright/test';
import { expect, test } from './support/fixtures';

const enter = (page: Page, label: string, text: string) => page.getByLabel(label, { exact: true }).fill(text);

test('an admin configures customer lookup against an HTTPS customer API and tests it', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await page.goto('/settings/customer-lookup');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Lookup' })).toBeVisible();
  // The fake answers for customer-api.example (the server trusts its certificate and allows it).
  await enter(page, 'Endpoint URL', 'https://customer-api.example/customers');
  await page.getByRole('button', { name: 'Add header' }).click();
  await enter(page, 'Header 1 name', 'X-Api-Key');
  await enter(page, 'Header 1 value', 'crm-secret-key');
  await enter(page, 'Customers array path', 'data.customers');
  await enter(page, 'Customer ID path', 'id');
  await enter(page, 'Title template', '{firstName} {lastName}');
  await enter(page, 'Description template', 'Account {accountNumber}');
  await enter(page, 'Phone number', '+14155550123');
  await page.getByRole('button', { name: 'Test API' }).click();
  const preview = page.getByRole('region', { name: 'Agent Preview' });
  await expect(preview.getByText('1 result', { exact: true })).toBeVisible();
  await expect(preview.getByText('Ada Lovelace')).toBeVisible();
  await expect(preview.getByText('Account 10042')).toBeVisible();

  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Endpoint URL', { exact: true })).toHaveValue(
    'https://customer-api.example/customers',
  );
  // The header's value is a secret: it comes back empty.
  await expect(page.getByLabel('Header 1 name', { exact: true })).toHaveValue('X-Api-Key');
  await expect(page.getByLabel('Header 1 value', { exact: true })).toHaveValue('');
});
