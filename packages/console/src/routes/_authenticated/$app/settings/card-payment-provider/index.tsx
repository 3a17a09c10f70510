import { createFileRoute } from '@tanstack/react-router';
import { requireAppPage } from '../../../../../features/app/app-guards';
import { PagePlaceholder } from '../../../../../features/app/page-placeholder';

export const Route = createFileRoute('/_authenticated/$app/settings/card-payment-provider/')({
  beforeLoad: requireAppPage('settings/card-payment-provider'),
  component: SettingsCardPaymentProviderPage,
});

function SettingsCardPaymentProviderPage() {
  return <PagePlaceholder page="settings/card-payment-provider" />;
}
