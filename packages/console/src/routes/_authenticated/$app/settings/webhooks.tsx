import { createFileRoute } from '@tanstack/react-router';
import { requireAppPage } from '../../../../features/app/app-guards';
import { PagePlaceholder } from '../../../../features/app/page-placeholder';

export const Route = createFileRoute('/_authenticated/$app/settings/webhooks')({
  beforeLoad: requireAppPage('settings/webhooks'),
  component: SettingsWebhooksPage,
});

function SettingsWebhooksPage() {
  return <PagePlaceholder page="settings/webhooks" />;
}
