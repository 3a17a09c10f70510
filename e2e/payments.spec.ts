import { expect, test } from './support/fixtures';
import { E2E_STRIPE } from './support/stripe-platform';

interface Received {
  host: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

test('an admin connects Stripe through Stripe Connect and disconnects it', async ({ page, signIn }) => {
  await signIn('admin');
  // Stripe's authorize page: the admin approves, and Stripe sends the browser back with a code and the state.
  let authorize: URL | undefined;
  await page.route('https://connect.stripe.com/oauth/authorize**', async (route) => {
    authorize = new URL(route.request().url());
    const back = new URL(authorize.searchParams.get('redirect_uri') ?? '');
    back.searchParams.set('code', E2E_STRIPE.code);
    back.searchParams.set('state', authorize.searchParams.get('state') ?? '');
    await route.fulfill({ status: 302, headers: { location: back.toString() } });
  });

  await page.goto('/payments/settings/card-payment-provider');
  await expect(page.getByRole('heading', { level: 1, name: 'Card Payment Provider' })).toBeVisible();
  const stripe = page.getByRole('region', { name: 'Stripe' });
  await stripe.getByRole('button', { name: 'Connect with Stripe' }).click();

  await expect(page.getByText('Stripe has been connected')).toBeVisible();
  await expect(page).toHaveURL(/\/payments\/settings\/card-payment-provider$/);
  expect(Object.fromEntries(authorize?.searchParams ?? [])).toMatchObject({
    response_type: 'code',
    client_id: E2E_STRIPE.clientId,
    scope: 'read_write',
  });
  expect(new URL(authorize?.searchParams.get('redirect_uri') ?? '').pathname).toBe(
    '/payments/settings/card-payment-provider/callback',
  );
  await expect(stripe.getByText(E2E_STRIPE.account.name)).toBeVisible();
  await expect(stripe.getByText(E2E_STRIPE.account.id)).toBeVisible();
  await expect(stripe.getByText('Test', { exact: true })).toBeVisible();

  // The server exchanged the code at (the fake) Stripe with the platform's secret key, and read the account.
  const received = (await (await fetch(process.env.E2E_FAKE_INSPECT_URL ?? '')).json()) as Received[];
  const token = received.find(
    (request) => request.host === 'connect.stripe.com' && request.url === '/oauth/token',
  );
  expect(token?.headers.authorization).toBe(`Bearer ${E2E_STRIPE.secretKey}`);
  expect(new URLSearchParams(token?.body).get('code')).toBe(E2E_STRIPE.code);
  expect(received.some((request) => request.url === `/v1/accounts/${E2E_STRIPE.account.id}`)).toBe(true);

  await stripe.getByRole('button', { name: 'Disconnect Stripe' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Disconnect Stripe?' });
  await expect(confirm.getByText("Agents can't take payments until a provider is connected.")).toBeVisible();
  await confirm.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('Stripe has been disconnected')).toBeVisible();
  await expect(stripe.getByRole('button', { name: 'Connect with Stripe' })).toBeEnabled();
  const after = (await (await fetch(process.env.E2E_FAKE_INSPECT_URL ?? '')).json()) as Received[];
  const deauthorize = after.find((request) => request.url === '/oauth/deauthorize');
  expect(new URLSearchParams(deauthorize?.body).get('stripe_user_id')).toBe(E2E_STRIPE.account.id);
});
