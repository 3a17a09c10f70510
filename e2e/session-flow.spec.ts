import { createHmac, timingSafeEqual } from 'node:crypto';
import { expect, test } from './support/fixtures';
import { freshToken } from './support/tokens';

interface Received {
  host: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

const CUSTOMER = `E2E-FLOW-${Date.now().toString(36).toUpperCase()}`;
const PHONE = '+14155550142';

async function received(): Promise<Received[]> {
  return (await (await fetch(process.env.E2E_FAKE_INSPECT_URL ?? '')).json()) as Received[];
}

/**
 * A receiver's check written from apps.md §2.7 alone: `X-Signature: t={unix},v1={hex}`, v1 = HMAC-SHA256(secret,
 * `{t}.{raw body}`), one of the v1 values must match, and t within 300 s of now.
 */
function verifies(header: string, body: string, secret: string): boolean {
  const parts = header.split(',').map((part) => part.split('=') as [string, string]);
  const t = parts.find(([key]) => key === 't')?.[1] ?? '';
  if (Math.abs(Date.now() / 1000 - Number(t)) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return parts
    .filter(([key]) => key === 'v1')
    .some(([, hex]) => {
      const given = Buffer.from(hex, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

/**
 * apps.md §5 end to end: the agent application creates a session through /v1 with the account's secret key; its
 * SMS reaches (a fake of) Twilio's Messages API, its events a Datadog intake and a signed webhook receiver; the
 * session shows in the app's activity list and dashboard, and customer search opens its drawer.
 */
test('a session created through /v1 reaches Twilio, Datadog, a webhook receiver and the console', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  const token = await freshToken('admin');
  const api = (method: string, path: string, data?: unknown) =>
    page.request.fetch(`/api${path}`, { method, data, headers: { authorization: `Bearer ${token}` } });

  // The account's settings that the session's side effects serve.
  expect(
    (
      await api('POST', '/sms', {
        provider: 'twilio',
        twilio: {
          accountSid: 'AC0123456789abcdef0123456789abcdef',
          authToken: 'e2e-token',
          phoneNumber: '+14155550100',
        },
      })
    ).status(),
  ).toBe(201);
  expect(
    (
      await api('POST', '/logging', {
        destination: 'datadog',
        datadog: { apiKey: 'e2e-flow-key', site: 'us1' },
      })
    ).status(),
  ).toBeLessThan(300);
  const endpoint = await api('POST', '/passkeys/webhooks', {
    url: 'https://hooks.northwind-receiver.com/flow',
    description: 'e2e receiver',
    events: ['session.created', 'session.failed'],
  });
  expect(endpoint.status(), await endpoint.text()).toBe(201);
  const { secretKey } = (await (await api('GET', '/accounts/developer')).json()) as { secretKey: string };
  const { secret } = (await (await api('GET', '/webhooks/secret')).json()) as { secret: string };

  // The agent application's call, with the secret key and an idempotency key.
  const create = await page.request.post('/v1/sessions', {
    headers: { authorization: `Bearer ${secretKey}`, 'idempotency-key': `e2e-${CUSTOMER}` },
    data: {
      app: 'passkeys',
      phoneNumber: PHONE,
      customerRef: CUSTOMER,
      agent: { id: 'agt_e2e', name: 'Eve Agent' },
      data: { mode: 'authenticate' },
    },
  });
  expect(create.status()).toBe(201);
  const { id } = (await create.json()) as { id: string };
  // The SMS job runs outside the request, once: wait for it to reach Twilio.
  await expect
    .poll(
      async () =>
        (await received()).some(
          (request) =>
            request.host === 'api.twilio.com' &&
            request.url === '/2010-04-01/Accounts/AC0123456789abcdef0123456789abcdef/Messages.json' &&
            new URLSearchParams(request.body).get('To') === PHONE,
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
  // The agent cancels it: a terminal session, which customer search lists.
  expect(
    (
      await page.request.post(`/v1/sessions/${id}/cancel`, {
        headers: { authorization: `Bearer ${secretKey}` },
      })
    ).status(),
  ).toBe(200);

  // The other jobs: the log lines and the webhooks of both events.
  await expect
    .poll(
      async () => {
        const all = await received();
        return {
          log: all.some(
            (request) =>
              request.host === 'http-intake.logs.datadoghq.com' &&
              request.headers['dd-api-key'] === 'e2e-flow-key' &&
              request.body.includes(id),
          ),
          webhook: all.filter(
            (request) => request.host === 'hooks.northwind-receiver.com' && request.body.includes(id),
          ).length,
        };
      },
      { timeout: 60_000 },
    )
    .toEqual({ log: true, webhook: 2 });

  const all = await received();
  const hooks = all.filter(
    (request) => request.host === 'hooks.northwind-receiver.com' && request.body.includes(id),
  );
  for (const hook of hooks) {
    expect(verifies(hook.headers['x-signature'] ?? '', hook.body, secret)).toBe(true);
    expect(hook.headers['x-event-id']).toBeTruthy();
  }
  expect(hooks.map((hook) => (JSON.parse(hook.body) as { type: string }).type).sort()).toEqual([
    'session.created',
    'session.failed',
  ]);
  // The log line carries the phone's last 4 only.
  const log = all.find(
    (request) => request.host === 'http-intake.logs.datadoghq.com' && request.body.includes(id),
  );
  expect(log?.body).not.toContain(PHONE);

  // The console: the activity list finds it by customer, and its drawer shows the timeline.
  await signIn('admin');
  await page.goto(`/passkeys/activity?q=${CUSTOMER}`);
  const table = page.getByRole('table', { name: 'Activity' });
  await expect(table.getByText(CUSTOMER)).toBeVisible();
  await table.getByText(CUSTOMER).click();
  const drawer = page.getByRole('dialog', { name: /^Session / });
  await expect(drawer.getByText('Session created')).toBeVisible();
  await expect(drawer.getByText('Webhook delivered').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // The dashboard's recent activity lists it.
  await page.goto('/passkeys');
  await expect(page.getByText(CUSTOMER)).toBeVisible();

  // Customer search finds the ended session and opens its drawer.
  await page.keyboard.press('Control+k');
  const search = page.getByRole('dialog', { name: 'Customer search' });
  await search.getByRole('combobox', { name: 'Customer ID' }).fill(CUSTOMER);
  await expect(search.getByText('Showing 1 of 1 results')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/passkeys/activity\\?session=${id}`));
  await expect(page.getByRole('dialog', { name: /^Session / })).toBeVisible();
});
