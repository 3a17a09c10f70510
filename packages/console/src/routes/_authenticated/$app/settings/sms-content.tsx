import { createFileRoute } from '@tanstack/react-router';
import { requireAppPage } from '../../../../features/app/app-guards';
import { PagePlaceholder } from '../../../../features/app/page-placeholder';

export const Route = createFileRoute('/_authenticated/$app/settings/sms-content')({
  beforeLoad: requireAppPage('settings/sms-content'),
  component: SettingsSmsContentPage,
});

function SettingsSmsContentPage() {
  return <PagePlaceholder page="settings/sms-content" />;
}
