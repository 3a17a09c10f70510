import {
  getGeneralSettingsQueryOptions,
  getSmsContentQueryOptions,
  getSmsQueryOptions,
} from '@console/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { AppPageError } from '../../../../components/app-settings/app-page-error';
import { requireAppPage } from '../../../../features/app/app-guards';
import { useCurrentApp } from '../../../../features/app/use-current-app';
import { SmsContentPage } from '../../../../features/app-sms-content/sms-content-page';
import { SmsContentSkeleton } from '../../../../features/app-sms-content/sms-content-skeleton';
import { ensureQuery } from '../../../../lib/ensure-query';

/** An app's Configuration → SMS Content (apps.md §2.6): admins and the owner; a supervisor goes to the app root. */
export const Route = createFileRoute('/_authenticated/$app/settings/sms-content')({
  beforeLoad: requireAppPage('settings/sms-content'),
  loader: ({ context: { queryClient, api, user, app } }) =>
    Promise.all([
      ensureQuery(queryClient, getSmsContentQueryOptions(api, user.account.id, app)),
      ensureQuery(queryClient, getSmsQueryOptions(api, user.account.id)),
      ensureQuery(queryClient, getGeneralSettingsQueryOptions(api, user.account.id, app)),
    ]),
  component: SettingsSmsContentRoute,
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: SmsContentSkeleton,
  errorComponent: ({ error }) => <AppPageError title="SMS Content" noun="the SMS content" error={error} />,
});

function SettingsSmsContentRoute() {
  return <SmsContentPage app={useCurrentApp()} />;
}
