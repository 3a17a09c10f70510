import { expect, test } from './support/fixtures';

const pathOf = (page: { url: () => string }) => new URL(page.url()).pathname;

test('a supervisor sees activity but no Configuration', async ({ page, signIn }) => {
  await signIn('supervisor');
  await page.goto('/passkeys');
  await expect(page.getByRole('heading', { level: 1, name: 'Passkeys' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Passkeys' });
  await expect(tabs.getByRole('link', { name: 'Activity' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Configuration' })).toHaveCount(0);
  await expect(page.getByText('Quick links')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View plans' })).toHaveCount(0);

  await tabs.getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('table', { name: 'Activity' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();

  await page.goto('/passkeys/settings/general');
  await expect(page.getByRole('heading', { level: 1, name: 'Passkeys' })).toBeVisible();
  expect(pathOf(page)).toBe('/passkeys');
});
