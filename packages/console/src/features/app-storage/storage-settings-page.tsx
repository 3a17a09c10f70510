import {
  getStorageQueryOptions,
  removeStorageMutationOptions,
  saveStorageMutationOptions,
  testStorageMutationOptions,
  type StorageApp,
} from '@console/api-client';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { AppPageHeader } from '../../components/app-settings/app-page-header';
import { useApi } from '../../lib/use-api';
import { useBootstrap } from '../../lib/use-bootstrap';
import { StorageSettingsForm } from './storage-settings-form';
import { storageTexts } from './storage-texts';

/** An app's Settings › Storage (apps.md §3.3, §3.7), loaded by its route. */
export function StorageSettingsPage({ app }: { app: StorageApp }) {
  const api = useApi();
  const accountId = useBootstrap().account.id;
  const { data: settings } = useSuspenseQuery(getStorageQueryOptions(api, accountId, app));
  const save = useMutation(saveStorageMutationOptions(api, accountId, app));
  const test = useMutation(testStorageMutationOptions(api, accountId, app));
  const disconnect = useMutation(removeStorageMutationOptions(api, accountId, app));
  return (
    <div>
      <AppPageHeader title="Storage">{storageTexts(app).lead}</AppPageHeader>
      <StorageSettingsForm
        // A new form after a disconnect or a save elsewhere: its fields start from what is saved.
        key={`${settings.mode}:${settings.s3?.bucket ?? settings.sftp?.host ?? ''}`}
        app={app}
        settings={settings}
        onSave={(body) => save.mutateAsync(body)}
        onTest={(body) => test.mutateAsync(body)}
        onDisconnect={() => disconnect.mutateAsync()}
      />
    </div>
  );
}
