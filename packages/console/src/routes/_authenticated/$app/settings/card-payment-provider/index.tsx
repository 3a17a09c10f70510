import { createFileRoute } from '@tanstack/react-router';
import { AppPageError } from '../../../../../components/app-settings/app-page-error';
import { requireAppPage } from '../../../../../features/app/app-guards';
import { CardPaymentProviderPage } from '../../../../../features/card-payment-provider/card-payment-provider-page';
import { CardPaymentProviderSkeleton } from '../../../../../features/card-payment-provider/card-payment-provider-states';
import { loadPaymentProvider } from '../../../../../features/card-payment-provider/load-payment-provider';
import {
  PROVIDER_NOUN,
  PROVIDER_PAGE_TITLE,
} from '../../../../../features/card-payment-provider/provider-texts';

/** Payments › Configuration › Card Payment Provider (apps.md §3.5): owner and admins; a supervisor goes to the app root. */
export const Route = createFileRoute('/_authenticated/$app/settings/card-payment-provider/')({
  beforeLoad: requireAppPage('settings/card-payment-provider'),
  loader: ({ context }) => loadPaymentProvider(context),
  component: CardPaymentProviderPage,
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: CardPaymentProviderSkeleton,
  errorComponent: ({ error }) => (
    <AppPageError title={PROVIDER_PAGE_TITLE} noun={PROVIDER_NOUN} error={error} />
  ),
});
