import type { Page } from 'playwright/test';
import { expect, test } from './support/fixtures';

// The system asks for dark: the console follows it unless the user picked a theme.
test.use({ colorScheme: 'dark' });

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

test('the first paint is already in the system theme (set before the app runs, within the CSP)', async ({
  page,
}) => {
  // Without the app's bundle, only public/theme.js can have set the theme.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  expect(await theme(page)).toBe('dark');
});

test('a theme picked in the footer is kept across loads; System follows the system again', async ({
  page,
  signIn,
}) => {
  await signIn('supervisor');
  expect(await theme(page)).toBe('dark');
  const themes = page.getByRole('contentinfo').getByRole('group', { name: 'Theme' });
  await themes.getByRole('button', { name: 'Light theme' }).click();
  expect(await theme(page)).toBe('light');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  expect(await theme(page)).toBe('light');
  await expect(themes.getByRole('button', { name: 'Light theme' })).toHaveAttribute('aria-pressed', 'true');
  await themes.getByRole('button', { name: 'System theme' }).click();
  expect(await theme(page)).toBe('dark');
});
