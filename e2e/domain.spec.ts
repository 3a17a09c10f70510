import { expect, test } from './support/fixtures';

test('an owner sets up a custom domain and sees it verifying', async ({ page, signIn }) => {
  const domain = process.env.E2E_DOMAIN ?? '';
  expect(domain, 'E2E_DOMAIN from e2e/run.mjs').not.toBe('');
  await signIn('owner');
  await page.goto('/settings/domain');
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await page.getByLabel('Domain').fill(domain);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'DNS record to create' }).getByRole('cell', { name: 'CNAME' }),
  ).toBeVisible();
  // The server resolves the CNAME through the run's DNS fake, which points it at the CDN host.
  await page.getByRole('button', { name: 'Verify DNS settings' }).click();
  await expect(page.getByText('Verifying...')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: domain })).toBeVisible();
  // Kept by the server: after a reload the domain is still verifying.
  await page.reload();
  await expect(page.getByText('Verifying...')).toBeVisible();
});
