import type { Page } from 'playwright/test';
import { expect, pathOf, test } from './support/fixtures';

// The local OpenID provider e2e/run.mjs starts serves its login page with the test certificate.
test.use({ ignoreHTTPSErrors: true });

/** Clicks the page's Google button and signs in at the provider's login page as `email`. */
async function signInAtProvider(page: Page, button: string, email: string) {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('Google sign-in through an OpenID provider', () => {
  test('an admin goes through the provider and lands signed in', async ({ page }) => {
    await page.goto('/');
    await signInAtProvider(page, 'Sign in with Google', 'marcus.reed@northwind-contact.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Marcus' })).toBeVisible();
    // The callback's code and state are gone from the address and from Back.
    expect(pathOf(page)).toBe('/');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Marcus' })).toBeVisible();
  });

  test('signing in never creates an account; /sign-up does, once its terms are accepted', async ({
    page,
  }) => {
    await page.goto('/');
    await signInAtProvider(page, 'Sign in with Google', 'founder@e2e-newco.example');
    await expect(page.getByRole('alert')).toHaveText(
      'Please contact your account administrator to be added as an administrator on the account.',
    );
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByRole('button', { name: 'Sign up with Google' })).toBeDisabled();
    await page.getByText(/^I agree to the Terms of Service/).click();
    await signInAtProvider(page, 'Sign up with Google', 'founder@e2e-newco.example');
    // A new account's owner meets the onboarding questionnaire.
    await expect(
      page.getByRole('dialog', { name: 'Welcome! Tell us about your contact centre' }),
    ).toBeVisible();
  });
});
