import { getGeneralSettingsQueryOptions } from '@console/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { AppPageError } from '../../../../components/app-settings/app-page-error';
import { requireAppPage } from '../../../../features/app/app-guards';
import { useCurrentApp } from '../../../../features/app/use-current-app';
import { GeneralSettingsPage } from '../../../../features/app-general/general-settings-page';
import { GeneralSettingsSkeleton } from '../../../../features/app-general/general-settings-skeleton';
import { ensureQuery } from '../../../../lib/ensure-query';

/** An app's Configuration → General (apps.md §2.5): admins and the owner; a supervisor goes to the app root. */
export const Route = createFileRoute('/_authenticated/$app/settings/general')({
  beforeLoad: requireAppPage('settings/general'),
  loader: ({ context: { queryClient, api, user, app } }) =>
    ensureQuery(queryClient, getGeneralSettingsQueryOptions(api, user.account.id, app)),
  component: SettingsGeneralRoute,
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: GeneralSettingsSkeleton,
  errorComponent: ({ error }) => <AppPageError title="General" noun="settings" error={error} />,
});

function SettingsGeneralRoute() {
  return <GeneralSettingsPage app={useCurrentApp()} />;
}
