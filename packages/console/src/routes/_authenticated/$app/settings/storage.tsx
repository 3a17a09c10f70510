import { createFileRoute } from '@tanstack/react-router';
import { requireAppPage } from '../../../../features/app/app-guards';
import { PagePlaceholder } from '../../../../features/app/page-placeholder';

export const Route = createFileRoute('/_authenticated/$app/settings/storage')({
  beforeLoad: requireAppPage('settings/storage'),
  component: SettingsStoragePage,
});

function SettingsStoragePage() {
  return <PagePlaceholder page="settings/storage" />;
}
