import { expect, pathOf, signInLink, test } from './support/fixtures';
import { expiredToken, freshToken } from './support/tokens';

const FIRST_NAMES = { owner: 'Olivia', admin: 'Marcus', supervisor: 'Priya', operator: 'Riley' } as const;

test.describe('signing in through a token link', () => {
  for (const [role, firstName] of Object.entries(FIRST_NAMES)) {
    test(`as the ${role}`, async ({ page }) => {
      await page.goto(signInLink(role as keyof typeof FIRST_NAMES));
      await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${firstName}` })).toBeVisible();
      // The token leaves the address bar and stays in the browser: a reload keeps the session.
      expect(pathOf(page)).toBe('/');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${firstName}` })).toBeVisible();
    });
  }

  test('the token leaves the history too: Back does not bring it back', async ({ page }) => {
    await page.goto('/sign-up');
    await page.goto(signInLink('owner'));
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Olivia' })).toBeVisible();
    expect(pathOf(page)).toBe('/');
    await page.goBack();
    expect(page.url()).not.toContain('token=');
    await page.goForward();
    expect(pathOf(page)).toBe('/');
  });

  test('an expired token lands on sign-in with the expired notice', async ({ page }) => {
    await page.goto(`/?token=${await expiredToken('owner')}`);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Your session has expired. Please sign in again.');
    expect(pathOf(page)).toBe('/?expired=true');
    // The expired token is gone: the next visit is a plain sign-in.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('Your session has expired. Please sign in again.')).toHaveCount(0);
  });

  test('a tampered token is refused', async ({ page }) => {
    const link = signInLink('supervisor');
    await page.goto(`${link.slice(0, -4)}AAAA`);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
});

test.describe('a supervisor', () => {
  test('sees no settings, and the settings addresses send them home', async ({ page, signIn }) => {
    await signIn('supervisor');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('combobox', { name: 'Select an app' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Settings' })).toHaveCount(0);
    for (const path of ['/settings/admin-management', '/settings/audit-log', '/settings/branding']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Priya' })).toBeVisible();
      expect(pathOf(page)).toBe('/');
    }
  });

  test("opens an app's dashboard, has no trial to start, and signs out from the header", async ({ page }) => {
    // Signing out revokes the token: this journey uses its own, not the printed link the others share.
    await page.goto(`/?token=${await freshToken('supervisor')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Priya' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Free Trial' })).toHaveCount(0);
    await page.goto('/passkeys');
    await expect(page.getByRole('heading', { level: 1, name: 'Passkeys' })).toBeVisible();
    // The dashboard of apps.md §2.1, read-only: no plan card for a supervisor.
    await expect(page.getByRole('heading', { name: 'Recent activity' })).toBeVisible();
    await expect(page.getByText('View plans')).toHaveCount(0);
    await expect(page.getByText('The dashboard could not be loaded')).toHaveCount(0);
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('is refused by the server too', async ({ page, signIn }) => {
    await signIn('supervisor');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const answer = await page.request.get('/api/admins', {
      headers: { authorization: `Bearer ${token ?? ''}` },
    });
    expect(answer.status()).toBe(403);
  });
});

test('an admin sees the settings menu', async ({ page, signIn }) => {
  await signIn('admin');
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Account Settings' })).toBeVisible();
});

test("the unreleased apps show to the provider's staff (the operator), not to customers", async ({
  page,
  signIn,
}) => {
  await signIn('owner');
  const apps = page.getByRole('list', { name: 'Apps' });
  await expect(apps.getByRole('heading', { name: 'Passkeys' })).toBeVisible();
  await expect(apps.getByRole('listitem')).toHaveCount(5);
  await signIn('operator');
  await expect(apps.getByRole('heading', { name: 'Gateway Payments' })).toBeVisible();
  await expect(apps.getByRole('listitem')).toHaveCount(7);
});
