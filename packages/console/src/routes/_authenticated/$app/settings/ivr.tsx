import { createFileRoute } from '@tanstack/react-router';
import { requireAppPage } from '../../../../features/app/app-guards';
import { PagePlaceholder } from '../../../../features/app/page-placeholder';

export const Route = createFileRoute('/_authenticated/$app/settings/ivr')({
  beforeLoad: requireAppPage('settings/ivr'),
  component: SettingsIvrPage,
});

function SettingsIvrPage() {
  return <PagePlaceholder page="settings/ivr" />;
}
