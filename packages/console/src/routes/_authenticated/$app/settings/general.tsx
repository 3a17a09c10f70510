import { createFileRoute } from '@tanstack/react-router';
import { requireAppPage } from '../../../../features/app/app-guards';
import { PagePlaceholder } from '../../../../features/app/page-placeholder';

export const Route = createFileRoute('/_authenticated/$app/settings/general')({
  beforeLoad: requireAppPage('settings/general'),
  component: SettingsGeneralPage,
});

function SettingsGeneralPage() {
  return <PagePlaceholder page="settings/general" />;
}
