import { createFileRoute } from '@tanstack/react-router';
import { requireAppPage } from '../../../../features/app/app-guards';
import { PagePlaceholder } from '../../../../features/app/page-placeholder';

export const Route = createFileRoute('/_authenticated/$app/settings/billing')({
  beforeLoad: requireAppPage('settings/billing'),
  component: SettingsBillingPage,
});

function SettingsBillingPage() {
  return <PagePlaceholder page="settings/billing" />;
}
