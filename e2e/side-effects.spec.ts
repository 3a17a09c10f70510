import { expect, test } from './support/fixtures';

test('a crash is reported by itself and reaches Watch Tower', async ({ page, signIn }) => {
  await signIn('owner');
  // A deploy replaced the console while this tab was open: the ticket page's code is gone from the server (its
  // chunk fails to load), so opening it crashes the console. The router reloads once, then gives up.
  await page.route('**/assets/ticket-*.js', (route) => route.abort('failed'));
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('menuitem', { name: 'Report an issue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(
    page.getByText('We apologize for the inconvenience. Our team has been notified.'),
  ).toBeVisible();
  // Already reported: Report Error only confirms.
  await page.getByRole('button', { name: 'Report Error' }).click();
  await expect(page.getByRole('status')).toHaveText('Thank you. The error has been reported to our team.');
  await page.unroute('**/assets/ticket-*.js');

  await signIn('operator');
  await page.goto('/watch-tower/errors');
  const table = page.getByRole('table', { name: 'Errors' });
  const report = table
    .getByRole('row')
    .filter({ hasText: /dynamically imported module/ })
    .first();
  await expect(report).toBeVisible();
  await expect(report).toContainText('Northwind Contact');
  await expect(report).toContainText('/support/ticket');
});

test('a support ticket gets a number and reaches Watch Tower', async ({ page, signIn }) => {
  const subject = `Webhooks are late ${Date.now()}`;
  await signIn('admin');
  await page.goto('/support/ticket');
  const form = page.getByRole('form', { name: 'Support ticket' });
  await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await form.getByRole('textbox', { name: 'Description' }).fill('Since this morning, by about ten minutes.');
  await form.getByRole('combobox', { name: 'Priority' }).selectOption('high');
  await form.getByRole('button', { name: 'Submit Ticket' }).click();
  const created = page.getByRole('status').filter({ hasText: /^Ticket #\d+ created$/ });
  await expect(created).toBeVisible();
  const number = /#(\d+)/.exec((await created.textContent()) ?? '')?.[1];
  if (number === undefined) throw new Error('the confirmation names no ticket number');

  await signIn('operator');
  await page.goto('/watch-tower/support-tickets');
  const row = page
    .getByRole('table', { name: 'Support Tickets' })
    .getByRole('row')
    .filter({ hasText: subject });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`#${number}`);
  await expect(row).toContainText('Critical');
  await expect(row).toContainText('marcus.reed@northwind-contact.com');
});
