import type { Page } from 'playwright/test';
import { expect, test } from './support/fixtures';
import { invitationLinkFor } from './support/mailbox';

const NEW_ADMIN = 'e2e.new.admin@northwind-contact.com';

const openAdminManagement = async (page: Page) => {
  await page.goto('/settings/admin-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Management' })).toBeVisible();
};

/** The audit log's first page holds the newest entries. */
async function expectInAuditLog(page: Page, descriptions: RegExp[]) {
  await page.goto('/settings/audit-log');
  const table = page.getByRole('table', { name: 'Audit log' });
  await expect(table).toBeVisible();
  for (const description of descriptions) {
    await expect(table.getByRole('cell', { name: description }).first()).toBeVisible();
  }
}

test.describe('an owner manages the administrators', () => {
  // One journey in steps on the same data: each change is checked after a reload and in the audit log.
  test.describe.configure({ mode: 'serial' });

  test.beforeEach(async ({ signIn, page }) => {
    await signIn('owner');
    await openAdminManagement(page);
  });

  test('invites an admin', async ({ page }) => {
    // Two pending invitations and one expired (the demo data).
    await expect(page.getByRole('heading', { name: 'Pending Invitations (3)' })).toBeVisible();
    await page.getByRole('button', { name: 'Add an Administrator' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an Administrator' });
    await dialog.getByLabel('Email').fill(NEW_ADMIN);
    await dialog.getByRole('button', { name: 'Add Administrator' }).click();
    await expect(page.getByText('Administrator has been added')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Pending Invitations (4)' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: `Role of ${NEW_ADMIN}` })).toHaveValue('admin');
    await expectInAuditLog(page, [new RegExp(`^Invited ${NEW_ADMIN.replaceAll('.', '\\.')}`)]);
  });

  test("changes an admin's role", async ({ page }) => {
    await page.getByRole('combobox', { name: 'Role of Marcus Reed' }).selectOption('supervisor');
    await expect(page.getByText('Role updated successfully')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Role of Marcus Reed' })).toHaveValue('supervisor');
    await expectInAuditLog(page, [/^Changed the role of marcus\.reed@northwind-contact\.com to Supervisor/]);
  });

  test('revokes an invitation', async ({ page }) => {
    await page.getByRole('button', { name: /^Revoke Invitation lena\.fischer/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await dialog.getByRole('button', { name: 'Revoke Invitation' }).click();
    await expect(page.getByText('Invitation has been revoked')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: /^Revoke Invitation lena\.fischer/ })).toHaveCount(0);
    await expectInAuditLog(page, [/^Revoked the invitation of lena\.fischer@northwind-contact\.com/]);
  });

  test('removes an admin', async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Active Admins (3)' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove from account Marcus Reed' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Are you absolutely sure?' });
    await dialog.getByRole('button', { name: 'Remove from account' }).click();
    await expect(page.getByText('Admin has been archived')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Active Admins (2)' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Role of Marcus Reed' })).toHaveCount(0);
    await expectInAuditLog(page, [
      /^Removed Marcus Reed \(marcus\.reed@northwind-contact\.com\) from the account/,
    ]);
  });

  test("the invited admin follows the e-mail's link and lands signed in", async ({ page, browser }) => {
    const link = await invitationLinkFor(NEW_ADMIN);
    // The person's own browser: nobody is signed in there.
    const theirs = await browser.newContext();
    try {
      const invited = await theirs.newPage();
      await invited.goto(link);
      await expect(invited.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
      await expect(invited).toHaveURL(/\/$/);
      // The link works once.
      await invited.goto(link);
      await expect(invited.getByRole('alert')).toHaveText('This invitation has already been accepted.');
    } finally {
      await theirs.close();
    }
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Active Admins (3)' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^Role of e2e\.new\.admin/ })).toHaveValue('admin');
    await expect(page.getByRole('button', { name: `Revoke Invitation ${NEW_ADMIN}` })).toHaveCount(0);
  });
});

test('a server error shows a clear message and keeps what was typed', async ({ page, signIn }) => {
  await signIn('owner');
  await openAdminManagement(page);
  await page.route('**/api/invitations', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({
            statusCode: 500,
            error: 'INTERNAL_SERVER_ERROR',
            message: 'Internal server error',
          }),
        })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Add an Administrator' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an Administrator' });
  await dialog.getByLabel('Email').fill('kept.after.error@northwind-contact.com');
  await dialog.getByRole('button', { name: 'Add Administrator' }).click();
  await expect(page.getByText('The administrator could not be added')).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue('kept.after.error@northwind-contact.com');

  // The server is back: the same dialog sends what was typed.
  await page.unroute('**/api/invitations');
  await dialog.getByRole('button', { name: 'Add Administrator' }).click();
  await expect(page.getByText('Administrator has been added')).toBeVisible();
  await expect(
    page.getByRole('combobox', { name: 'Role of kept.after.error@northwind-contact.com' }),
  ).toBeVisible();
});
