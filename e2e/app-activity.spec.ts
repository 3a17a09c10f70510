import { expect, test } from './support/fixtures';

const pathOf = (page: { url: () => string }) => new URL(page.url()).pathname;

test('the activity list shows a demo session and its drawer', async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto('/passkeys/activity');
  const table = page.getByRole('table', { name: 'Activity' });
  // The footer's count appears once the first page has loaded (the skeleton shows the same table).
  await expect(page.getByText(/^\d[\d,]* of [\d,]+ sessions$/)).toBeVisible({ timeout: 30_000 });

  const first = table.getByRole('row').nth(1);
  const customer = (await first.getByRole('cell').nth(2).innerText()).trim();
  await first.getByRole('cell').nth(2).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  await expect(drawer.getByText(customer, { exact: true })).toBeVisible();
  await expect(drawer.getByText('Session created')).toBeVisible();
  const sessionId = new URL(page.url()).searchParams.get('session');
  expect(sessionId).toBeTruthy();

  // The address opens the same drawer (the global customer search links here).
  await page.reload();
  await expect(page.getByRole('dialog').getByText('Session created')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get('session')).toBeNull();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^passkeys-activity-\d{4}-\d{2}-\d{2}\.csv$/);
});

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
