import { expect, test } from './support/fixtures';

interface Received {
  host: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

test('an admin configures Datadog logging and tests it against the intake', async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto('/settings/logging');
  await expect(page.getByRole('heading', { level: 1, name: 'Logging' })).toBeVisible();
  await page.getByRole('button', { name: /^(Connect|Manage) Datadog$/ }).click();
  const dialog = page.getByRole('dialog', { name: /^(Connect|Manage) Datadog$/ });
  await dialog.getByLabel('API Key', { exact: true }).fill('e2e-datadog-key');
  await dialog.getByLabel('Datadog Site', { exact: true }).selectOption('us1');
  await dialog.getByRole('button', { name: 'Test' }).click();
  await expect(page.getByText('Test passed')).toBeVisible();

  // The test event reached the (fake) US1 intake with the key typed.
  const received = (await (await fetch(process.env.E2E_FAKE_INSPECT_URL ?? '')).json()) as Received[];
  const event = received.find((request) => request.host === 'http-intake.logs.datadoghq.com');
  expect(event).toMatchObject({ method: 'POST', url: '/api/v2/logs' });
  expect(event?.headers['dd-api-key']).toBe('e2e-datadog-key');
});
