import { expect, pathOf, test } from './support/fixtures';

test('an operator finds an account in Watch Tower, ghosts it and comes back', async ({ page, signIn }) => {
  await signIn('operator');
  await page.goto('/watch-tower/accounts');
  await expect(page.getByRole('heading', { level: 1, name: /^[\d,]+ active accounts$/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search accounts' }).fill('Northwind');
  await page.getByRole('cell', { name: 'Northwind Contact' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Contact' })).toBeVisible();
  expect(pathOf(page)).toBe('/watch-tower/accounts/acc_demo0001');

  await page.getByRole('button', { name: 'Ghost Mode' }).click();
  await expect(page.getByText("You're in ghost mode")).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  // The ghost session is kept across a reload, bar included.
  await page.reload();
  await expect(page.getByText("You're in ghost mode")).toBeVisible();
  // Watch Tower refuses ghost sessions, so its entry is not offered; "Exit ghost mode" is the way back.
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Watch Tower' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Exit ghost mode' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Contact' })).toBeVisible();
  expect(pathOf(page)).toBe('/watch-tower/accounts/acc_demo0001');
  await expect(page.getByText("You're in ghost mode")).toHaveCount(0);
});
