import { getStorageQueryOptions, storageApp } from '@console/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { AppPageError } from '../../../../components/app-settings/app-page-error';
import { requireAppPage } from '../../../../features/app/app-guards';
import { useCurrentApp } from '../../../../features/app/use-current-app';
import { StorageSettingsPage } from '../../../../features/app-storage/storage-settings-page';
import { StorageSettingsSkeleton } from '../../../../features/app-storage/storage-settings-skeleton';
import { ensureQuery } from '../../../../lib/ensure-query';

/**
 * Document signature's and identity verification's Configuration → Storage (apps.md §3.3, §3.7): admins and the
 * owner; a supervisor goes to the app root. Only those two apps have the page (app-pages.ts), so `storageApp` holds.
 */
export const Route = createFileRoute('/_authenticated/$app/settings/storage')({
  beforeLoad: requireAppPage('settings/storage'),
  loader: ({ context: { queryClient, api, user, app } }) =>
    ensureQuery(queryClient, getStorageQueryOptions(api, user.account.id, storageApp(app))),
  component: SettingsStorageRoute,
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: StorageSettingsSkeleton,
  errorComponent: ({ error }) => <AppPageError title="Storage" noun="storage settings" error={error} />,
});

function SettingsStorageRoute() {
  return <StorageSettingsPage app={storageApp(useCurrentApp())} />;
}
