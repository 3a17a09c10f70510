import { createFileRoute } from '@tanstack/react-router';
import { requireAppPage } from '../../../../../features/app/app-guards';
import { StripeCallbackPage } from '../../../../../features/card-payment-provider/stripe-callback-page';
import { callbackSearchSchema } from '../../../../../lib/callback-search';

/** Where Stripe Connect sends the admin back (apps.md §3.5): `?code&state`, or `error` and `error_description`. */
export const Route = createFileRoute('/_authenticated/$app/settings/card-payment-provider/callback')({
  validateSearch: callbackSearchSchema,
  beforeLoad: requireAppPage('settings/card-payment-provider/callback'),
  component: CallbackRoute,
});

function CallbackRoute() {
  return <StripeCallbackPage search={Route.useSearch()} />;
}
