import { createFileRoute } from '@tanstack/react-router';
import { requireAppPage } from '../../../../../features/app/app-guards';
import { PagePlaceholder } from '../../../../../features/app/page-placeholder';

export const Route = createFileRoute('/_authenticated/$app/settings/card-payment-provider/callback')({
  beforeLoad: requireAppPage('settings/card-payment-provider/callback'),
  component: SettingsCardPaymentProviderCallbackPage,
});

function SettingsCardPaymentProviderCallbackPage() {
  return <PagePlaceholder page="settings/card-payment-provider/callback" />;
}
