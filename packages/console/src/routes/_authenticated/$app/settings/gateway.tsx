import { createFileRoute } from '@tanstack/react-router';
import { requireAppPage } from '../../../../features/app/app-guards';
import { PagePlaceholder } from '../../../../features/app/page-placeholder';

export const Route = createFileRoute('/_authenticated/$app/settings/gateway')({
  beforeLoad: requireAppPage('settings/gateway'),
  component: SettingsGatewayPage,
});

function SettingsGatewayPage() {
  return <PagePlaceholder page="settings/gateway" />;
}
