import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';

test('an admin exports the audit log and reads the CSV', async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto('/settings/audit-log');
  const table = page.getByRole('table', { name: 'Audit log' });
  await expect(table).toBeVisible();
  const firstDescription = (await table.getByRole('row').nth(1).getByRole('cell').nth(2).innerText()).trim();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  expect(header).toBe('Date,Admin,Description,Event,App');
  expect(rows.length).toBeGreaterThan(0);
  // Dates in the browser's time zone (Europe/London here), as yyyy-MM-dd HH:mm:ss.
  expect(rows[0]).toMatch(/^"?\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}"?,/);
  expect(csv).toContain(firstDescription);
});
